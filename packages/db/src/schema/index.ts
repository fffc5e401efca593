export * from './site.ts';
export * from './forms.ts';
export * from './users.ts';
export * from './sponsors.ts';
export * from './jobs.ts';
export * from './membership.ts';
export * from './resumes.ts';
export * from './ai.ts';
