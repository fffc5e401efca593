import { z } from 'zod';
import { resumeItem } from './manage-resumes.ts';
import { resumeProfileDraft } from './profile.ts';
import { profileItem, resumeLanguage, resumeTemplate } from './profile-item.ts';

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
