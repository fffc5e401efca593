export * from './site.ts';
export * from './forms.ts';
