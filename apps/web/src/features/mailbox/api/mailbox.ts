import { mailboxStartResponse, mailboxStatusResponse, type MailboxStatus } from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { MutationOptions } from '@/lib/query';

/** The linked mailbox calls (apps/api/src/modules/mailbox/routes.ts) and their hooks. */

const mailboxKeys = { status: ['account', 'mailbox'] as const };

/** GET /api/app/settings/mailbox: the linked address and kind, or none, and whether linking goes through Google. */
export function useMailboxStatus() {
  return useQuery({
    queryKey: mailboxKeys.status,
    queryFn: ({ signal }) => apiRequest('app/settings/mailbox', { signal, schema: mailboxStatusResponse }),
  });
}

/**
 * POST /api/app/settings/mailbox/start: with Google, the browser goes to Google's consent page (and comes back
 * to /app/settings?mailbox=…); without, the development mailbox is linked at once and the status is updated.
 */
export function useStartMailboxLink(options: MutationOptions<{ authorizationUrl: string | null; status: MailboxStatus }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => apiRequest('app/settings/mailbox/start', { method: 'POST', schema: mailboxStartResponse }),
    onSuccess: async (answer, ...rest) => {
      if (answer.authorizationUrl) window.location.assign(answer.authorizationUrl);
      else queryClient.setQueryData(mailboxKeys.status, answer.status);
      await options.onSuccess?.(answer, ...rest);
    },
  });
}

/** DELETE /api/app/settings/mailbox (204): a Google token is revoked at Google and deleted. */
export function useUnlinkMailbox(options: MutationOptions<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async () => {
      await apiRequest('app/settings/mailbox', { method: 'DELETE' });
    },
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: mailboxKeys.status });
      await options.onSuccess?.(...args);
    },
  });
}
