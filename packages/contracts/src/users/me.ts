import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';

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

/** docs/product.md §4: the authentication level the client derives from the user. */
export type AuthLevel = 0 | 1 | 2 | 3;
/** Level 3: signed in, email verified and (when codes are on) activated; what /api/app/* and every saved thing need. */
export const FULL_ACCESS = 3 satisfies AuthLevel;

/** Whether the person is fully signed in (level 3); the one test for it, in the API and the web app. */
export function isFullySignedIn(level: AuthLevel | null | undefined): level is typeof FULL_ACCESS {
  return level === FULL_ACCESS;
}

export function deriveAuthLevel(user: Pick<Me, 'email_verified' | 'is_activated' | 'system_config'> | null | undefined): AuthLevel {
  if (!user) return 0;
  if (!user.email_verified) return 1;
  if (user.system_config.activation_code_enabled && !user.is_activated) return 2;
  return 3;
}
