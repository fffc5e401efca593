import { z } from 'zod';
import { emailAddress, newPassword } from '../auth/rules.ts';
import { LANGUAGES } from '../i18n.ts';

export const updateAccountRequest = z.object({
  name: z.string().trim().max(80).nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
});

export const changePasswordRequest = z.object({
  currentPassword: z.string().max(256).optional(),
  newPassword,
});

export const changeEmailRequest = z.object({ newEmail: emailAddress, password: z.string().max(256).optional() });

/** Deleting needs the password again (or, for a Google-only account, the email typed in). */
export const deleteAccountRequest = z.object({ password: z.string().max(256).optional(), confirmEmail: z.string().max(254).optional() });

export const photoResponse = z.object({ photo: z.string() });
