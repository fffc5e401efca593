import { zodResolver } from '@hookform/resolvers/zod';
import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { aliasError, aliasFromFilename, errorsByPath, fileError, profileErrors, profileFormSchema, touchedPaths } from './rules';

describe('resume rules in the browser', () => {
  it('checks the alias with the server’s three rules (characters, not bytes)', () => {
    expect(aliasError('  ')).toBe('RESUME_ALIAS_EMPTY');
    expect(aliasError('a'.repeat(19))).toBe('RESUME_ALIAS_TOO_LONG');
    expect(aliasError('a'.repeat(18))).toBeNull();
    expect(aliasError('数'.repeat(18))).toBeNull();
  });

  it('suggests an alias from the file name, cut to 18 characters', () => {
    expect(aliasFromFilename('Jane_Doe-CV.pdf')).toBe('Jane Doe-CV');
    expect(aliasFromFilename('a very long resume file name.PDF')).toBe('a very long resume');
  });

  it('refuses files that are not PDFs by name or type, and files over the limit', () => {
    const file = (name: string, type: string, size: number) => ({ name, type, size }) as File;
    expect(fileError(file('cv.png', 'image/png', 10), 100)).toBe('RESUME_NOT_PDF');
    expect(fileError(file('cv.pdf', '', 101), 100)).toBe('RESUME_TOO_LARGE');
    expect(fileError(file('cv', 'application/pdf', 100), 100)).toBeNull();
  });

  it('gives each field its own first problem, with entries by position', () => {
    const errors = profileErrors({
      firstName: 'Mei',
      email: 'not-an-email',
      education: [{ school: 'UoM', start: '13/2020', end: '' }],
      work: [
        { company: 'A', role: 'B', location: 'C', description: 'D', start: '05/2021', end: '04/2021' },
        { current: true, start: '01/2022' },
      ],
    });
    expect(errors).toMatchObject({
      lastName: 'LAST_NAME_REQUIRED',
      email: 'INVALID_EMAIL',
      'education.0.major': 'MAJOR_REQUIRED',
      'education.0.start': 'DATE_FORMAT_INVALID',
      'education.0.end': 'END_DATE_REQUIRED',
      'work.0.end': 'END_BEFORE_START',
      'work.1.company': 'COMPANY_REQUIRED',
    });
    expect(errors).not.toHaveProperty('firstName');
    expect(errors).not.toHaveProperty('work.1.end');
  });

  it('gives the builder form the same problems by path through react-hook-form', async () => {
    const draft: ResumeProfileDraft = {
      firstName: 'Mei',
      email: 'not-an-email',
      education: [{ school: 'UoM', start: '13/2020', end: '' }],
      work: [{ company: 'A', role: 'B', location: 'C', description: 'D', start: '05/2021', end: '04/2021' }],
    };
    const resolver = zodResolver(profileFormSchema, undefined, { raw: true });
    const result = await resolver(draft, undefined, { fields: {}, names: [], shouldUseNativeValidation: false });
    expect(errorsByPath(result.errors)).toEqual(profileErrors(draft));
    expect(errorsByPath(result.errors)['work.0.end']).toBe('END_BEFORE_START');
    // A list's own problem sits under `root` once the list is a field array.
    expect(errorsByPath({ education: { root: { type: 'custom', message: 'EDUCATION_REQUIRED' } } } as never)).toEqual({
      education: 'EDUCATION_REQUIRED',
    });
  });

  it('lists touched fields by path, entries by position', () => {
    expect([...touchedPaths({ firstName: true, work: [undefined, { company: true, end: false }] })]).toEqual([
      'firstName',
      'work.1.company',
    ]);
  });
});
