// The contracts the web app's first page needs, without zod: the languages, the error catalogue and the request
// time-out. The first page imports them from '@jobbridge/contracts/core' so that zod and the schemas load later,
// with the pages that use them (decision 042).
export * from './i18n.ts';
export * from './errors.ts';
export * from './users/level.ts';

/** Request time-out of the web client (docs/product.md §9). */
export const REQUEST_TIMEOUT_MS = 50_000;
