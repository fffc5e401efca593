import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { resumeItem } from './manage-resumes.ts';
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

/** GET /api/app/profiles: the caller's profiles, the tier's profile limit, and which templates it unlocks. */
export const listProfilesResponse = z.object({
  items: z.array(profileItem),
  limit: z.number().int(),
  templates: z.array(z.object({ id: resumeTemplate, available: z.boolean() })),
});
export type ListProfilesResponse = z.infer<typeof listProfilesResponse>;

/** POST /api/app/profiles (a new profile, optionally pre-filled) and PUT /api/app/profiles/{id} (autosave). */
export const saveProfileRequest = z.object({
  data: resumeProfileDraft.default({}),
  template: resumeTemplate.optional(),
  language: resumeLanguage.optional(),
});
export type SaveProfileRequest = z.input<typeof saveProfileRequest>;

/** POST /api/app/profiles/preview: the draft as a PDF in the chosen template (application/pdf). */
export const previewProfileRequest = z.object({ data: resumeProfileDraft, template: resumeTemplate, language: resumeLanguage });
export type PreviewProfileRequest = z.infer<typeof previewProfileRequest>;

/**
 * POST /api/app/profiles/{id}/finish: saves what is sent (if anything), validates with `resumeProfile`, renders
 * and stores the PDF in the resume manager. At the manager's limit the user names the resume to replace.
 */
export const finishProfileRequest = z.object({
  data: resumeProfileDraft.optional(),
  template: resumeTemplate.optional(),
  language: resumeLanguage.optional(),
  replaceResumeId: z.uuid().optional(),
});
export type FinishProfileRequest = z.input<typeof finishProfileRequest>;
export const finishProfileResponse = z.object({ profile: profileItem, resume: resumeItem });
export type FinishProfileResponse = z.infer<typeof finishProfileResponse>;

/** POST /api/app/profiles/import (multipart `file`) and /api/app/profiles/import/{resumeId}: a pre-filled draft. */
export const importProfileResponse = z.object({ data: resumeProfileDraft });
export type ImportProfileResponse = z.infer<typeof importProfileResponse>;

/** Ids are UUIDs; anything else names no profile (404, the error handler answers a params code that is a 404). */
export const profileIdParams = z.object({ id: z.guid('PROFILE_NOT_FOUND') });
