import { z } from 'zod';

/** SPEC §5 and §9: 8-20 characters with letters and numbers (sign-up and change). Messages are codes. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const RESET_PASSWORD_MIN = 5;
export const ACTIVATION_CODE_LENGTH = 8;
export const USERNAME_MAX = 40;

export const newPassword = z
  .string()
  .min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT')
  .max(PASSWORD_MAX, 'PASSWORD_RULES')
  .regex(/[A-Za-z]/, 'PASSWORD_RULES')
  .regex(/\d/, 'PASSWORD_RULES');

/** SPEC §5: a reset needs at least 5 characters (a looser rule than sign-up, as the spec says). */
export const resetPassword = z.string().min(RESET_PASSWORD_MIN, 'RESET_PASSWORD_TOO_SHORT').max(128, 'PASSWORD_RULES');

export const emailAddress = z.string().trim().toLowerCase().pipe(z.email('INVALID_EMAIL').max(254, 'INVALID_EMAIL'));

export const username = z
  .string()
  .trim()
  .min(1, 'USERNAME_REQUIRED')
  .max(USERNAME_MAX, 'USERNAME_INVALID')
  .regex(/^[^\s@<>"'`]+$/u, 'USERNAME_INVALID');

/** 8 characters, case-insensitive: normalised to upper case. */
export const activationCode = z
  .string()
  .trim()
  .min(1, 'ACTIVATION_CODE_REQUIRED')
  .length(ACTIVATION_CODE_LENGTH, 'ACTIVATION_CODE_LENGTH')
  .transform((c) => c.toUpperCase());
