import { z } from 'zod';

export const REGISTER_CHANGE_KINDS = ['added', 'removed', 'rating', 'routes'] as const;

export const licenceNoticeSchema = z.object({
  id: z.number().int(),
  change: z.enum(REGISTER_CHANGE_KINDS),
  employer: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** When the register listing the change was imported. */
  registerDate: z.iso.datetime(),
  read: z.boolean(),
});
export type LicenceNotice = z.infer<typeof licenceNoticeSchema>;

/** GET /api/app/watch/notices: newest first. */
export const noticesResponse = z.object({ items: z.array(licenceNoticeSchema), unread: z.number().int() });
