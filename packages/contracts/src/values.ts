// The fixed lists and texts the web app's public pages show, without zod: the pages import them from
// '@jobbridge/contracts/values' and the schemas only when a request answers, so that opening a page builds no
// schema (decision 042). Apart from core.ts, so that the first download of / does not carry them.
export * from './jobs/verdict-values.ts';
export * from './jobs/search-values.ts';
export * from './companies/values.ts';
export * from './reviews/values.ts';
export * from './agencies/values.ts';
export * from './auth/values.ts';
