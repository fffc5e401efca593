import type { SubmitFeedbackRequest, SubmitPostJobRequest } from '@jobbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

/** POST /api/forms/feedback (no sign-in; the bot check's token when the site has one). */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: SubmitFeedbackRequest) =>
      apiRequest('forms/feedback', { method: 'POST', body, schema: schemaOf('submittedResponse'), auth: false }),
    meta: { silentError: true },
  });
}

/** POST /api/forms/postjob. */
export function useSubmitPostJob() {
  return useMutation({
    mutationFn: (body: SubmitPostJobRequest) =>
      apiRequest('forms/postjob', { method: 'POST', body, schema: schemaOf('submittedResponse'), auth: false }),
    meta: { silentError: true },
  });
}
