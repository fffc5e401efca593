import type { ErrorCode } from '@jobbridge/contracts/core';
import { ACTIVATION_CODE_LENGTH } from '@jobbridge/contracts/values';

/** The first error of each field, as an error code (translate with `translateError`). */
export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

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

export interface ResetValues {
  password: string;
  repeatPassword: string;
}

/** Upper case without spaces, as the user types: codes are case-insensitive. */
export function normaliseActivationCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export const isCompleteActivationCode = (code: string): boolean => code.length === ACTIVATION_CODE_LENGTH;
