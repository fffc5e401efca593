import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import type { AuthLevel } from './level.ts';

/** GET /api/users/me: the fields docs/product.md §3 names, plus what the app needs about the account. */
export const meResponse = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
  email_verified: z.boolean(),
  is_activated: z.boolean(),
  language: z.enum(LANGUAGES),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  referral_code: z.string(),
  created_at: z.iso.datetime(),
  system_config: z.object({ activation_code_enabled: z.boolean() }),
});
export type Me = z.infer<typeof meResponse>;

export { FULL_ACCESS, isFullySignedIn, type AuthLevel } from './level.ts';

export function deriveAuthLevel(user: Pick<Me, 'email_verified' | 'is_activated' | 'system_config'> | null | undefined): AuthLevel {
  if (!user) return 0;
  if (!user.email_verified) return 1;
  if (user.system_config.activation_code_enabled && !user.is_activated) return 2;
  return 3;
}
