import { emailAddress, newPassword, type ErrorCode } from '@jobbridge/contracts';
import { z } from 'zod';

/**
 * A field's problem: a catalogue code (translated with translateError, docs/product.md §8) or one of this feature's own
 * keys under `errors.` in the `account` namespace.
 */
export type LocalError = 'required' | 'currentPasswordRequired' | 'nameTooLong';
export type FieldError = ErrorCode | LocalError;
export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

const LOCAL_ERRORS: readonly string[] = ['required', 'currentPasswordRequired', 'nameTooLong'] satisfies LocalError[];
export function isLocalError(error: FieldError): error is LocalError {
  return LOCAL_ERRORS.includes(error);
}

export const NAME_MAX = 80;

/**
 * The display name form: the contracts' rule for `name` (trimmed, at most 80 characters) with this feature's
 * message; empty clears it (null). Its output is what is sent.
 */
export function nameForm() {
  return z.object({
    name: z
      .string()
      .trim()
      .max(NAME_MAX, 'nameTooLong')
      .transform((value) => value || null),
  });
}

/** The display name: trimmed, at most 80 characters; empty clears it (null). */
export function validateName(raw: string): { ok: true; value: string | null } | { ok: false; error: FieldError } {
  const parsed = nameForm().safeParse({ name: raw });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message as FieldError };
  return { ok: true, value: parsed.data.name };
}

export interface PasswordInput {
  current: string;
  next: string;
  repeat: string;
  /** False for a Google-only account: there is no current password, the form sets a first one. */
  hasPassword: boolean;
}
export type PasswordField = 'current' | 'next' | 'repeat';

/**
 * docs/product.md §5: 8-20 characters with letters and numbers (the contracts' rule); the repeat must match; the
 * current password when the account has one. Messages are codes or this feature's keys; the form uses this schema.
 */
export function passwordForm(hasPassword: boolean) {
  return z
    .object({
      current: hasPassword ? z.string().min(1, 'currentPasswordRequired') : z.string(),
      next: z.string().min(1, 'required').pipe(newPassword),
      repeat: z.string().min(1, 'required'),
    })
    .refine((v) => !v.repeat || v.repeat === v.next, { path: ['repeat'], message: 'PASSWORD_MISMATCH' });
}

/** The first problem of each field. */
function firstErrors<K extends string>(schema: z.ZodType, values: unknown): FieldErrors<K> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<K> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0]) as K] ??= issue.message as FieldError;
  return errors;
}

export function validatePasswordForm(input: PasswordInput): FieldErrors<PasswordField> {
  return firstErrors(passwordForm(input.hasPassword), input);
}

export interface EmailInput {
  newEmail: string;
  password: string;
  currentEmail: string;
  hasPassword: boolean;
}
export type EmailField = 'newEmail' | 'password';

/**
 * A valid address (the contracts' rule) that is not the current one, and the current password when the account
 * has one. The form uses this schema; its output is the normalised address.
 */
export function emailForm(currentEmail: string, hasPassword: boolean) {
  return z.object({
    newEmail: z
      .string()
      .refine((v) => v.trim() !== '', { message: 'required', abort: true })
      .pipe(emailAddress)
      .refine((v) => v !== currentEmail.trim().toLowerCase(), 'EMAIL_UNCHANGED'),
    password: hasPassword ? z.string().min(1, 'currentPasswordRequired') : z.string(),
  });
}

export function validateEmailForm(input: EmailInput): { errors: FieldErrors<EmailField>; value: string } {
  const schema = emailForm(input.currentEmail, input.hasPassword);
  const parsed = schema.safeParse(input);
  return { errors: firstErrors(schema, input), value: parsed.success ? parsed.data.newEmail : input.newEmail.trim().toLowerCase() };
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The server's limit (apps/api account service): JPEG, PNG or WebP, at most 2 MB, judged by content. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export type ImageType = 'jpg' | 'png' | 'webp';

/** The image type by its first bytes (magic numbers), never by its name or the browser's claim. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The same check as the server, before uploading: null when fine, else INVALID_IMAGE. */
export function checkPhoto(size: number, head: Uint8Array): 'INVALID_IMAGE' | null {
  if (size <= 0 || size > PHOTO_MAX_BYTES) return 'INVALID_IMAGE';
  return sniffImageType(head) ? null : 'INVALID_IMAGE';
}

/** Reads a file's first bytes and checks it as the server would. */
export async function checkPhotoFile(file: Blob): Promise<'INVALID_IMAGE' | null> {
  if (file.size <= 0 || file.size > PHOTO_MAX_BYTES) return 'INVALID_IMAGE';
  try {
    return checkPhoto(file.size, await readHead(file.slice(0, 12)));
  } catch {
    return 'INVALID_IMAGE';
  }
}

/** A blob's bytes; FileReader where Blob.arrayBuffer is missing (older Safari, jsdom). */
function readHead(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}
