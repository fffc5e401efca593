import { z } from 'zod';
import { resumeProfileDraft } from './profile.ts';
import { resumeLanguage, resumeTemplate } from './profile-item.ts';

/** POST /api/app/profiles (a new profile, optionally pre-filled) and PUT /api/app/profiles/{id} (autosave). */
export const saveProfileRequest = z.object({
  data: resumeProfileDraft.default({}),
  template: resumeTemplate.optional(),
  language: resumeLanguage.optional(),
});
export type SaveProfileRequest = z.input<typeof saveProfileRequest>;
