import { describe, expect, it } from 'vitest';
import { errorCatalog, errorMessage, ERROR_CODES, isErrorCode } from './errors.ts';
import { toLanguage } from './i18n.ts';

// docs/product.md §5 and §8, word for word.
const SPEC_MESSAGES = [
  'Invalid username or password',
  'Google login failed',
  'This email is already registered. Please log in directly.',
  'An error occurred when trying to create account',
  'Auto login failed, please login manually',
  'Failed to delete account',
  'Invalid verification link',
  'Invalid or expired verification link',
  'Failed to verify email',
  'Failed to send reset email',
  'Invalid or expired reset token',
  'Invalid activation code',
  'Activation code has expired',
  'Activation code usage limit exceeded',
  'User already activated',
  'Failed to verify activation code',
  'Upgrade failed, please try again later',
  "Referral link doesn't exist",
  'Not enough referral counts',
  'You already used referral for upgrade',
  'Failed to load resumes',
  'Failed to delete resume',
  'Failed to update alias, please try again',
  'Failed to upload. Please try again',
  'Failed to replace resume',
  'Could not download this file',
  'Unable to get download link',
  'Failed to create resume',
  'Resume created but PDF upload failed',
  'Failed to update resume',
  'Failed to generate PDF',
  'Failed to save to Resume Manager',
  'Optimization failed',
  'Failed to get AI content',
  'Resume not found. Please select a valid resume.',
  'Resume file path is missing. Please re-upload your resume.',
  'Resume file not found. Please re-upload your resume.',
  'Failed to process resume file. Please try again.',
  'Failed to load job details',
  'Failed to delete job',
  'Failed to send email',
  'Failed to generate cover letters',
  'You reached maximum count for flash apply.',
  'Selected position count exceeds the maximum count for your membership',
  'Network error. Please check your connection.',
  'Failed to load orders',
  'Search failed',
  'Operation failed',
  'Load failed',
  'Action failed',
  'Something went wrong',
  'Alias cannot be empty',
  'Alias cannot exceed 18 characters',
  'Alias name already exists, please modify',
  'Only PDF files are allowed',
  'File size must be under 10MB',
  'Cannot delete your last resume. You must keep at least one resume.',
  'Password must be at least 8 characters',
  "Password doesn't match",
  'Passwords do not match',
  'Please agree to the Terms of Service and Privacy Policy',
  'Please enter a valid email address',
  'Please enter activation code',
  'Activation code is required',
  'Activation code must be 8 characters',
];

describe('error catalogue', () => {
  it('has every message of the spec, word for word', () => {
    const english = new Set<string>(Object.values(errorCatalog).map((e) => e.en));
    const missing = SPEC_MESSAGES.filter((m) => !english.has(m));
    expect(missing).toEqual([]);
  });

  it('has a Chinese text for every code, different from the English one', () => {
    for (const code of ERROR_CODES) {
      const { cn, en, status } = errorCatalog[code];
      expect(cn, code).toMatch(/[\u4e00-\u9fff]/);
      expect(cn).not.toBe(en);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('looks codes up safely', () => {
    expect(isErrorCode('RESUME_ALIAS_TAKEN')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('Invalid email')).toBe(false);
    expect(errorMessage('SEARCH_FAILED', 'cn')).toBe('搜索失败');
  });
});

describe('toLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    ['cn', 'cn'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR', 'cn'],
    ['', 'cn'],
    [undefined, 'cn'],
  ])('%s → %s', (tag, lang) => {
    expect(toLanguage(tag)).toBe(lang);
  });
});
