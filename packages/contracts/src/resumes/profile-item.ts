import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { RESUME_TEMPLATES, resumeProfileDraft } from './profile.ts';

/**
 * The resume builder's profiles (under /api/app/profiles): drafts autosaved as the user types, a PDF preview,
 * finishing (validate, render, save into the resume manager) and importing a PDF into a draft.
 */
export const resumeTemplate = z.enum(RESUME_TEMPLATES);
export const resumeLanguage = z.enum(LANGUAGES);

export const profileItem = z.object({
  id: z.uuid(),
  data: resumeProfileDraft,
  template: resumeTemplate,
  language: resumeLanguage,
  /** Set once the profile has been finished (exported to PDF). */
  completedAt: z.iso.datetime().nullable(),
  /** The resume in the manager that finishing produced (null before, or after that resume was deleted). */
  resumeId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProfileItem = z.infer<typeof profileItem>;

/** Ids are UUIDs; anything else names no profile (404, the error handler answers a params code that is a 404). */
export const profileIdParams = z.object({ id: z.guid('PROFILE_NOT_FOUND') });
