import { z } from 'zod';

/** GET /api/dev/mail: the development outbox, newest first. Absent (404) with real mail or in production. */
export const devMailItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.iso.datetime(),
});
export const devMailResponse = z.array(devMailItem);
export type DevMail = z.infer<typeof devMailItem>;
