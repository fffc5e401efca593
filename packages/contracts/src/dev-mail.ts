import { z } from 'zod';

/** GET /api/dev/mail: the development outbox, newest first. Absent (404) with real mail or in production. */
export const devMailItem = z.object({
  id: z.string(),
  /** The sender's development mailbox (Flash Apply); null for the app's own mail. */
  from: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.iso.datetime(),
  /** The Message-ID header the sender gave (a Flash Apply email's is on its application); null when none. */
  messageId: z.string().nullable(),
  /** Extra headers the email carried (List-Unsubscribe…); null when none. */
  headers: z.record(z.string(), z.string()).nullable().optional(),
  /** Download: GET /api/dev/mail/{id}/attachments/{position}. */
  attachments: z.array(z.object({ position: z.number().int(), filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export const devMailResponse = z.array(devMailItem);
export type DevMail = z.infer<typeof devMailItem>;
