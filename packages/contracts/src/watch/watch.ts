import { z } from 'zod';

/** Licence watch (decision 054): employers a person follows and the notices of what the register changed. */

export const REGISTER_CHANGE_KINDS = ['added', 'removed', 'rating', 'routes'] as const;

export const followedEmployerSchema = z.object({
  /** The register's spelling (or the ad's, for an employer not on the register). */
  name: z.string(),
  /** Followed because of a saved or applied job. */
  auto: z.boolean(),
  onRegister: z.boolean(),
  typeRatings: z.array(z.string()),
  routes: z.array(z.string()),
});

export const watchSettingsSchema = z.object({
  /** Follow the employers of saved and applied jobs automatically. */
  autoFollow: z.boolean(),
  /** Email each change (the notices in the app stay either way). */
  emails: z.boolean(),
});

/** GET /api/app/watch. */
export const watchResponse = z.object({
  follows: z.array(followedEmployerSchema),
  settings: watchSettingsSchema,
  unread: z.number().int(),
});

/** POST /api/app/watch/follows: an employer by its register name, or the employer of a job. */
export const followRequest = z.union([
  z.object({ employer: z.string().trim().min(1).max(300) }),
  z.object({ jobId: z.number().int().positive() }),
]);
export const followResponse = z.object({ name: z.string() });

/** PATCH /api/app/watch/settings. */
export const updateWatchSettingsRequest = watchSettingsSchema.partial();

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
