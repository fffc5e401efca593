import { z } from 'zod';

/** The mailbox Flash Apply sends from (GET /api/app/settings/mailbox). */
export const mailboxStatusResponse = z.object({
  /** What linking does here: `gmail` (Google OAuth) or `development` (no Google configured: the development mailbox). */
  provider: z.enum(['gmail', 'development']),
  mailbox: z
    .object({
      kind: z.enum(['gmail', 'development']),
      address: z.string(),
      linkedAt: z.iso.datetime(),
      /** False when it cannot send: Google refused its token, or it is of the other kind than this server's. */
      usable: z.boolean(),
    })
    .nullable(),
});
export type MailboxStatus = z.infer<typeof mailboxStatusResponse>;

/** POST /api/app/settings/mailbox/start: Google's consent page to open, or (development) the mailbox now linked. */
export const mailboxStartResponse = z.object({
  authorizationUrl: z.url().nullable(),
  status: mailboxStatusResponse,
});

/** Why a Google link did not complete: `?mailbox=error&reason=…` on the settings page after the callback. */
export const mailboxLinkFailures = ['denied', 'scope', 'expired', 'failed'] as const;
