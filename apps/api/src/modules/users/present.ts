import type { Me } from '@jobbridge/contracts';
import { toLanguage } from '@jobbridge/contracts';
import type { UserRow } from './repository.ts';
import type { SystemConfig } from '../settings/index.ts';

/** The user as GET /api/users/me shows it. */
export function presentUser(user: UserRow, system: SystemConfig): Me {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    photo: user.photo,
    email_verified: user.emailVerifiedAt !== null,
    is_activated: user.activatedAt !== null,
    language: toLanguage(user.language),
    has_password: user.passwordHash !== null,
    google_linked: user.googleSub !== null,
    referral_code: user.referralCode,
    created_at: user.createdAt.toISOString(),
    system_config: system,
  };
}
