import { z } from 'zod';

/** Licence watch (decision 054): employers a person follows and the notices of what the register changed. */

export const watchSettingsSchema = z.object({
  /** Follow the employers of saved and applied jobs automatically. */
  autoFollow: z.boolean(),
  /** Email each change (the notices in the app stay either way). */
  emails: z.boolean(),
});
