export * from './i18n.ts';
export * from './errors.ts';
export * from './api.ts';
export * from './site/get-site-info.ts';
export * from './health/get-health.ts';
export * from './forms/submit-feedback.ts';
export * from './forms/submit-post-job.ts';
