import { describe, expect, it } from 'vitest';
import { originFrom } from './redirect';
import { validateActivationCode, validateEmail, validateReset, validateSignup } from './rules';
import { normaliseActivationCode, validateLogin, type SignupValues } from './validation';

const good: SignupValues = {
  username: 'liwei',
  email: 'li@example.com',
  password: 'secret123',
  repeatPassword: 'secret123',
  acceptTerms: true,
};
const only = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).filter(([, v]) => v));

describe('sign-up rules (docs/product.md §5)', () => {
  it('accepts a complete form', () => {
    expect(only(validateSignup(good))).toEqual({});
  });

  it('gives the first error of each field as a code', () => {
    expect(only(validateSignup({ username: '  ', email: 'nope', password: 'short', repeatPassword: 'x', acceptTerms: false }))).toEqual({
      username: 'USERNAME_REQUIRED',
      email: 'INVALID_EMAIL',
      password: 'PASSWORD_TOO_SHORT',
      repeatPassword: 'PASSWORD_MISMATCH',
      acceptTerms: 'TERMS_NOT_AGREED',
    });
  });

  it('needs 8-20 characters with letters and numbers', () => {
    const password = (p: string) => validateSignup({ ...good, password: p, repeatPassword: p }).password;
    expect(password('')).toBe('PASSWORD_TOO_SHORT');
    expect(password('abc1234')).toBe('PASSWORD_TOO_SHORT');
    expect(password('abcdefgh')).toBe('PASSWORD_RULES');
    expect(password('12345678')).toBe('PASSWORD_RULES');
    expect(password('abcdefgh1234567890123')).toBe('PASSWORD_RULES');
    expect(password('abcd1234')).toBeUndefined();
    expect(password('a1234567890123456789')).toBeUndefined();
  });

  it('checks the repeat and the username characters', () => {
    expect(validateSignup({ ...good, repeatPassword: 'secret124' }).repeatPassword).toBe('PASSWORD_MISMATCH');
    expect(validateSignup({ ...good, username: 'li wei' }).username).toBe('USERNAME_INVALID');
    expect(validateSignup({ ...good, email: ' LI@Example.com ' }).email).toBeUndefined();
  });

  it('login needs both fields; forgot-password needs an address', () => {
    expect(only(validateLogin({ username: ' ', password: '' }))).toEqual({ username: 'USERNAME_REQUIRED', password: 'FIELDS_REQUIRED' });
    expect(validateEmail('')).toBe('INVALID_EMAIL');
    expect(validateEmail('a@b.co')).toBeUndefined();
  });
});

describe('reset rules (docs/product.md §5)', () => {
  it('all fields filled, at least 5 characters, the account rule, both the same', () => {
    expect(only(validateReset({ password: '', repeatPassword: '' }))).toEqual({
      password: 'FIELDS_REQUIRED',
      repeatPassword: 'FIELDS_REQUIRED',
    });
    expect(validateReset({ password: 'abcd', repeatPassword: 'abcd' }).password).toBe('RESET_PASSWORD_TOO_SHORT');
    expect(validateReset({ password: 'abcde', repeatPassword: 'abcdf' }).repeatPassword).toBe('RESET_PASSWORDS_MISMATCH');
    // Past the spec's 5, the account rule (8-20, letters and numbers) applies, as the server checks.
    expect(validateReset({ password: 'abcde', repeatPassword: 'abcde' }).password).toBe('PASSWORD_TOO_SHORT');
    expect(validateReset({ password: 'abcdefgh', repeatPassword: 'abcdefgh' }).password).toBe('PASSWORD_RULES');
    expect(only(validateReset({ password: 'abcde123', repeatPassword: 'abcde123' }))).toEqual({});
  });
});

describe('activation code (docs/product.md §5)', () => {
  it('is upper-cased as typed and must be 8 characters', () => {
    expect(normaliseActivationCode(' beta 2026 ')).toBe('BETA2026');
    expect(validateActivationCode('')).toBe('ACTIVATION_CODE_REQUIRED');
    expect(validateActivationCode('BETA')).toBe('ACTIVATION_CODE_LENGTH');
    expect(validateActivationCode('BETA20260')).toBe('ACTIVATION_CODE_LENGTH');
    expect(validateActivationCode('BETA2026')).toBeUndefined();
  });
});

describe('originFrom', () => {
  it('reads a remembered location as a path, and refuses sign-in pages and other sites', () => {
    expect(originFrom({ from: { pathname: '/app/settings', search: '?tab=password', hash: '' } })).toBe('/app/settings?tab=password');
    expect(originFrom({ from: '/jobs?q=x' })).toBe('/jobs?q=x');
    expect(originFrom({ from: { pathname: '/login' } })).toBeNull();
    expect(originFrom({ from: '/reset-password/abc' })).toBeNull();
    expect(originFrom({ from: '//evil.example/x' })).toBeNull();
    expect(originFrom({ from: 'https://evil.example/' })).toBeNull();
    expect(originFrom(null)).toBeNull();
  });
});
