import { describe, expect, it } from 'vitest';
import {
  checkPhoto,
  checkPhotoFile,
  hasErrors,
  PHOTO_MAX_BYTES,
  sniffImageType,
  validateEmailForm,
  validateName,
  validatePasswordForm,
} from './rules';
import { formatDate } from '@/lib/uk-date';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP');
const TEXT = new TextEncoder().encode('hello, world');

describe('validatePasswordForm (docs/product.md §5)', () => {
  const base = { current: 'secret123', next: 'newpass456', repeat: 'newpass456', hasPassword: true };

  it('accepts 8-20 characters with letters and numbers, repeated', () => {
    expect(validatePasswordForm(base)).toEqual({});
    expect(validatePasswordForm({ ...base, next: 'a1234567', repeat: 'a1234567' })).toEqual({});
    expect(validatePasswordForm({ ...base, next: 'abcdefghij1234567890', repeat: 'abcdefghij1234567890' })).toEqual({});
  });

  it('says "at least 8 characters" for a short one, and the rules otherwise', () => {
    expect(validatePasswordForm({ ...base, next: 'ab12', repeat: 'ab12' }).next).toBe('PASSWORD_TOO_SHORT');
    expect(validatePasswordForm({ ...base, next: 'abcdefghij', repeat: 'abcdefghij' }).next).toBe('PASSWORD_RULES');
    expect(validatePasswordForm({ ...base, next: '1234567890', repeat: '1234567890' }).next).toBe('PASSWORD_RULES');
    const long = 'a1'.repeat(11);
    expect(validatePasswordForm({ ...base, next: long, repeat: long }).next).toBe('PASSWORD_RULES');
  });

  it('needs the repeat to match', () => {
    expect(validatePasswordForm({ ...base, repeat: 'newpass457' })).toEqual({ repeat: 'PASSWORD_MISMATCH' });
    expect(validatePasswordForm({ ...base, repeat: '' })).toEqual({ repeat: 'required' });
  });

  it('needs the current password only when the account has one', () => {
    expect(validatePasswordForm({ ...base, current: '' })).toEqual({ current: 'currentPasswordRequired' });
    expect(validatePasswordForm({ ...base, current: '', hasPassword: false })).toEqual({});
  });

  it('reports every empty field at once', () => {
    expect(validatePasswordForm({ current: '', next: '', repeat: '', hasPassword: true })).toEqual({
      current: 'currentPasswordRequired',
      next: 'required',
      repeat: 'required',
    });
  });
});

describe('validateEmailForm', () => {
  const base = { newEmail: 'New@Example.com ', password: 'secret123', currentEmail: 'old@example.com', hasPassword: true };

  it('normalises a valid new address', () => {
    expect(validateEmailForm(base)).toEqual({ errors: {}, value: 'new@example.com' });
  });

  it('refuses an empty, invalid or unchanged address', () => {
    expect(validateEmailForm({ ...base, newEmail: ' ' }).errors.newEmail).toBe('required');
    expect(validateEmailForm({ ...base, newEmail: 'not-an-email' }).errors.newEmail).toBe('INVALID_EMAIL');
    expect(validateEmailForm({ ...base, newEmail: 'OLD@example.com' }).errors.newEmail).toBe('EMAIL_UNCHANGED');
  });

  it('needs the password when the account has one', () => {
    expect(validateEmailForm({ ...base, password: '' }).errors).toEqual({ password: 'currentPasswordRequired' });
    expect(validateEmailForm({ ...base, password: '', hasPassword: false }).errors).toEqual({});
  });

  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ a: 'required' })).toBe(true);
  });
});

describe('validateName', () => {
  it('trims, clears to null, and stops at 80 characters', () => {
    expect(validateName('  Li Wei ')).toEqual({ ok: true, value: 'Li Wei' });
    expect(validateName('   ')).toEqual({ ok: true, value: null });
    expect(validateName('x'.repeat(80))).toEqual({ ok: true, value: 'x'.repeat(80) });
    expect(validateName('x'.repeat(81))).toEqual({ ok: false, error: 'nameTooLong' });
  });
});

describe('photo checks (JPEG, PNG or WebP under 2 MB, by content)', () => {
  it('recognises the three types by their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('png');
    expect(sniffImageType(JPG)).toBe('jpg');
    expect(sniffImageType(WEBP)).toBe('webp');
    expect(sniffImageType(TEXT)).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50))).toBeNull();
  });

  it('refuses empty and oversized files', () => {
    expect(checkPhoto(1000, PNG)).toBeNull();
    expect(checkPhoto(PHOTO_MAX_BYTES, PNG)).toBeNull();
    expect(checkPhoto(PHOTO_MAX_BYTES + 1, PNG)).toBe('INVALID_IMAGE');
    expect(checkPhoto(0, PNG)).toBe('INVALID_IMAGE');
    expect(checkPhoto(12, TEXT)).toBe('INVALID_IMAGE');
  });

  it('reads a file: a text file named .png is refused', async () => {
    expect(await checkPhotoFile(new File([TEXT], 'photo.png', { type: 'image/png' }))).toBe('INVALID_IMAGE');
    expect(await checkPhotoFile(new File([PNG, new Uint8Array(100)], 'photo.bin'))).toBeNull();
    expect(await checkPhotoFile(new File([], 'empty.png', { type: 'image/png' }))).toBe('INVALID_IMAGE');
  });
});

describe('formatDate', () => {
  it('is absolute, in British English or Chinese, in UK time', () => {
    expect(formatDate('2025-11-21T10:00:00.000Z', 'en')).toBe('21 November 2025');
    expect(formatDate('2025-11-21T10:00:00.000Z', 'cn')).toBe('2025年11月21日');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate('2025-06-30T23:30:00.000Z', 'en')).toBe('1 July 2025');
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatDate('nonsense', 'en')).toBe('—');
  });
});
