import { z } from 'zod';

/**
 * A resume profile (the builder's form, docs/product.md §3). Two shapes:
 * - `resumeProfileDraft`: what autosave stores; every field optional and free text, so a half-filled form is
 *   never lost.
 * - `resumeProfile`: what finishing requires (docs/product.md §5): each required field has its own "is required" error
 *   code; dates are MM/YYYY; an end date comes after its start; "currently working" means no end date.
 * Rule messages are error codes from `errorCatalog`.
 */

/** The four PDF templates, in the order the builder offers them (docs/product.md §1: Modern Pro, Executive, Creative, Academic). */
export const RESUME_TEMPLATES = ['modern-pro', 'executive', 'creative', 'academic'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const RESUME_TEMPLATE_NAMES: Record<ResumeTemplate, string> = {
  'modern-pro': 'Modern Pro',
  executive: 'Executive',
  creative: 'Creative',
  academic: 'Academic',
};

/** MM/YYYY, month 01-12. */
export const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(19|20)\d{2}$/;

/** "MM/YYYY" → a sortable number (YYYY*12 + MM), or null when malformed. */
export function monthIndex(value: string | null | undefined): number | null {
  if (!value || !MONTH_YEAR.test(value)) return null;
  const [mm, yyyy] = value.split('/');
  return Number(yyyy) * 12 + Number(mm);
}

const text = (max: number) => z.string().trim().max(max, 'FIELD_TOO_LONG');
const required = (code: string, max: number) => z.string().trim().min(1, code).max(max, 'FIELD_TOO_LONG');
const optionalUrl = text(300).default('');
const monthYear = (code: string) => required(code, 7).regex(MONTH_YEAR, 'DATE_FORMAT_INVALID');

export const educationEntry = z
  .object({
    school: required('SCHOOL_REQUIRED', 200),
    major: required('MAJOR_REQUIRED', 200),
    degree: required('DEGREE_REQUIRED', 120),
    start: monthYear('START_DATE_REQUIRED'),
    end: monthYear('END_DATE_REQUIRED'),
  })
  .superRefine((v, ctx) => {
    const s = monthIndex(v.start);
    const e = monthIndex(v.end);
    if (s !== null && e !== null && e < s) ctx.addIssue({ code: 'custom', path: ['end'], message: 'END_BEFORE_START' });
  });

export const workEntry = z
  .object({
    company: required('COMPANY_REQUIRED', 200),
    role: required('WORK_ROLE_REQUIRED', 200),
    location: required('LOCATION_REQUIRED', 200),
    description: required('DESCRIPTION_REQUIRED', 5000),
    start: monthYear('START_DATE_REQUIRED'),
    end: z.string().trim().default(''),
    current: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.current) return; // "currently working" clears the end date (the server drops it too)
    if (!v.end) return ctx.addIssue({ code: 'custom', path: ['end'], message: 'END_DATE_REQUIRED' });
    if (!MONTH_YEAR.test(v.end)) return ctx.addIssue({ code: 'custom', path: ['end'], message: 'DATE_FORMAT_INVALID' });
    const s = monthIndex(v.start);
    const e = monthIndex(v.end);
    if (s !== null && e !== null && e < s) ctx.addIssue({ code: 'custom', path: ['end'], message: 'END_BEFORE_START' });
  })
  .transform((v) => (v.current ? { ...v, end: '' } : v));

export const resumeProfile = z.object({
  firstName: required('FIRST_NAME_REQUIRED', 80),
  lastName: required('LAST_NAME_REQUIRED', 80),
  role: required('ROLE_REQUIRED', 120),
  email: required('EMAIL_REQUIRED', 254).email('INVALID_EMAIL'),
  phone: required('PHONE_REQUIRED', 40),
  country: required('COUNTRY_REQUIRED', 80),
  address: required('ADDRESS_REQUIRED', 300),
  aboutMe: required('ABOUT_ME_REQUIRED', 3000),
  linkedin: optionalUrl,
  github: optionalUrl,
  portfolio: optionalUrl,
  education: z.array(educationEntry).min(1, 'EDUCATION_REQUIRED').max(10, 'TOO_MANY_ENTRIES'),
  work: z.array(workEntry).min(1, 'WORK_REQUIRED').max(15, 'TOO_MANY_ENTRIES'),
});
export type ResumeProfile = z.infer<typeof resumeProfile>;
export type EducationEntry = z.infer<typeof educationEntry>;
export type WorkEntry = z.infer<typeof workEntry>;

/** Autosaved drafts: same fields, nothing required, bounded sizes. */
export const resumeProfileDraft = z.object({
  firstName: text(80).optional(),
  lastName: text(80).optional(),
  role: text(120).optional(),
  email: text(254).optional(),
  phone: text(40).optional(),
  country: text(80).optional(),
  address: text(300).optional(),
  aboutMe: text(3000).optional(),
  linkedin: text(300).optional(),
  github: text(300).optional(),
  portfolio: text(300).optional(),
  education: z
    .array(z.object({ school: text(200), major: text(200), degree: text(120), start: text(7), end: text(7) }).partial())
    .max(10, 'TOO_MANY_ENTRIES')
    .optional(),
  work: z
    .array(
      z
        .object({
          company: text(200),
          role: text(200),
          location: text(200),
          description: text(5000),
          start: text(7),
          end: text(7),
          current: z.boolean(),
        })
        .partial(),
    )
    .max(15, 'TOO_MANY_ENTRIES')
    .optional(),
});
export type ResumeProfileDraft = z.infer<typeof resumeProfileDraft>;

/** A draft with every missing field empty, so checking it against `resumeProfile` says "is required", not "expected string"
 * (the server's finishing rules and the builder form both check it this way). */
export function filledProfileDraft(draft: ResumeProfileDraft) {
  const text = (v: string | undefined) => v ?? '';
  return {
    firstName: text(draft.firstName),
    lastName: text(draft.lastName),
    role: text(draft.role),
    email: text(draft.email),
    phone: text(draft.phone),
    country: text(draft.country),
    address: text(draft.address),
    aboutMe: text(draft.aboutMe),
    linkedin: text(draft.linkedin),
    github: text(draft.github),
    portfolio: text(draft.portfolio),
    education: (draft.education ?? []).map((e) => ({
      school: text(e.school),
      major: text(e.major),
      degree: text(e.degree),
      start: text(e.start),
      end: text(e.end),
    })),
    work: (draft.work ?? []).map((w) => ({
      company: text(w.company),
      role: text(w.role),
      location: text(w.location),
      description: text(w.description),
      start: text(w.start),
      end: text(w.end),
      current: w.current ?? false,
    })),
  };
}
