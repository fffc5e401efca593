import {
  ACTIVATION_CODE_LENGTH,
  activationCode,
  emailAddress,
  newPassword,
  resetPassword,
  username,
  type ErrorCode,
} from '@jobbridge/contracts';

/** The first error of each field, as an error code (translate with `translateError`). */
export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The contract rule's first message, which is an error code. */
function firstCode(rule: Checkable, value: unknown, fallback: ErrorCode): ErrorCode | undefined {
  const result = rule.safeParse(value);
  if (result.success) return undefined;
  return (result.error.issues[0]?.message as ErrorCode | undefined) ?? fallback;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}

export interface LoginValues {
  username: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return {
    username: values.username.trim() ? undefined : 'USERNAME_REQUIRED',
    password: values.password ? undefined : 'FIELDS_REQUIRED',
  };
}

export interface SignupValues {
  username: string;
  email: string;
  password: string;
  repeatPassword: string;
  acceptTerms: boolean;
}

/** docs/product.md §5 sign-up rules, through the contracts' Zod rules (the server checks the same ones). */
export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  return {
    username: firstCode(username, values.username, 'USERNAME_REQUIRED'),
    email: firstCode(emailAddress, values.email, 'INVALID_EMAIL'),
    password: firstCode(newPassword, values.password, 'PASSWORD_RULES'),
    repeatPassword: values.repeatPassword === values.password ? undefined : 'PASSWORD_MISMATCH',
    acceptTerms: values.acceptTerms ? undefined : 'TERMS_NOT_AGREED',
  };
}

export function validateEmail(email: string): ErrorCode | undefined {
  return firstCode(emailAddress, email, 'INVALID_EMAIL');
}

export interface ResetValues {
  password: string;
  repeatPassword: string;
}

/** docs/product.md §5 reset rules: every field filled, at least 5 characters, both the same; then the account rule. */
export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  return {
    password: values.password ? firstCode(resetPassword, values.password, 'RESET_PASSWORD_TOO_SHORT') : 'FIELDS_REQUIRED',
    repeatPassword: !values.repeatPassword
      ? 'FIELDS_REQUIRED'
      : values.repeatPassword === values.password
        ? undefined
        : 'RESET_PASSWORDS_MISMATCH',
  };
}

/** Upper case without spaces, as the user types: codes are case-insensitive. */
export function normaliseActivationCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** docs/product.md §5: required, exactly 8 characters. */
export function validateActivationCode(code: string): ErrorCode | undefined {
  return firstCode(activationCode, code, 'ACTIVATION_CODE_LENGTH');
}

export const isCompleteActivationCode = (code: string): boolean => code.length === ACTIVATION_CODE_LENGTH;
