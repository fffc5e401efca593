/** What other modules may use of reviews: a target's summary, the key its reviews are filed under, and moderation. */
export { moderateReview, reportQueue, reviewKey, reviewsSummary } from './service.ts';
