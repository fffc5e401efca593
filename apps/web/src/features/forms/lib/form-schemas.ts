import { submitFeedbackRequest, submitPostJobRequest } from '@jobbridge/contracts';

/**
 * The forms' rules are the API's (packages/contracts/src/forms), without the bot check's token. Loaded at the
 * form's first check (`lazyZodResolver`), not with the page.
 */
export const feedbackForm = submitFeedbackRequest.omit({ turnstile_token: true });
export const postJobForm = submitPostJobRequest.omit({ turnstile_token: true });
