/** What other modules may use of reviews: a target's summary and the key its reviews are filed under. */
export { reviewKey, reviewsSummary } from './service.ts';
