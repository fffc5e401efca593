import { activationCode, emailAddress, newPassword, resetPassword, username, type ErrorCode } from '@jobbridge/contracts';
import { z } from 'zod';
import type { FieldErrors, ResetValues, SignupValues } from './validation';

/**
 * The sign-up, reset, e-mail and activation code rules: the contracts' zod rules (the server checks the same
 * ones). Loaded when a form is first checked (`loadRules`), not with the pages (decision 049).
 */

interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The contract rule's first message, which is an error code. */
function firstCode(rule: Checkable, value: unknown, fallback: ErrorCode): ErrorCode | undefined {
  const result = rule.safeParse(value);
  if (result.success) return undefined;
  return (result.error.issues[0]?.message as ErrorCode | undefined) ?? fallback;
}

/**
 * docs/product.md §5 sign-up rules: the contracts' Zod rules (the server checks the same ones), plus the repeat
 * and the terms, which only the form has. Messages are error codes; the form (react-hook-form) uses this schema.
 */
export const signupForm = z
  .object({
    username,
    email: emailAddress,
    password: newPassword,
    repeatPassword: z.string(),
    acceptTerms: z.boolean().refine(Boolean, 'TERMS_NOT_AGREED'),
  })
  .refine((v) => v.repeatPassword === v.password, { path: ['repeatPassword'], message: 'PASSWORD_MISMATCH' });

/** The first code of each field, as the form shows them. */
function firstCodes<F extends string>(schema: z.ZodType, values: unknown): FieldErrors<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as F;
    errors[field] ??= issue.message as ErrorCode;
  }
  return errors;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  return firstCodes(signupForm, values);
}

export function validateEmail(email: string): ErrorCode | undefined {
  return firstCode(emailAddress, email, 'INVALID_EMAIL');
}

/** docs/product.md §5 reset rules: every field filled, at least 5 characters, both the same; then the account rule. */
export const resetForm = z
  .object({
    password: z.string().min(1, 'FIELDS_REQUIRED').pipe(resetPassword),
    repeatPassword: z.string().min(1, 'FIELDS_REQUIRED'),
  })
  .refine((v) => !v.repeatPassword || v.repeatPassword === v.password, { path: ['repeatPassword'], message: 'RESET_PASSWORDS_MISMATCH' });

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  return firstCodes(resetForm, values);
}

/** docs/product.md §5: required, exactly 8 characters. */
export function validateActivationCode(code: string): ErrorCode | undefined {
  return firstCode(activationCode, code, 'ACTIVATION_CODE_LENGTH');
}
