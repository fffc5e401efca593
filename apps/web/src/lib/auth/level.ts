import type { Me } from '@jobbridge/contracts';
import { isFullySignedIn, type AuthLevel } from '@jobbridge/contracts/core';
import { paths } from '@/config/paths';

/** docs/product.md §4: 0 signed out, 1 email not verified, 2 activation pending, 3 fully signed in. */
export { isFullySignedIn, type AuthLevel };

/** The current user (GET /api/users/me), as the shared contract defines it. */
export type CurrentUser = Me;

/** The fields that decide the level. */
export type LevelFields = Pick<Me, 'email_verified' | 'is_activated' | 'system_config'>;

/** docs/product.md §4: 1 email not verified; 2 verified, activation codes on and not activated; 3 otherwise. */
export function deriveLevel(user: LevelFields): AuthLevel {
  if (!user.email_verified) return 1;
  if (user.system_config.activation_code_enabled && !user.is_activated) return 2;
  return 3;
}

/** Any value other than 1, 2 or 3 means signed out. */
export function normaliseLevel(level: unknown): AuthLevel {
  return level === 1 || level === 2 || level === 3 ? level : 0;
}

/** Where a protected route sends the user; null shows the page. */
export function protectedRedirect(level: unknown): string | null {
  switch (normaliseLevel(level)) {
    case 3:
      return null;
    case 2:
      return paths.activationCode;
    case 1:
      return paths.emailVerify;
    default:
      return paths.login;
  }
}

/** Where a guest-only route (login, sign-up, password recovery) sends the user; null shows the page. */
export function guestRedirect(level: unknown): string | null {
  switch (normaliseLevel(level)) {
    case 3:
      return paths.home;
    case 2:
      return paths.activationCode;
    case 1:
      return paths.emailVerify;
    default:
      return null;
  }
}
