import { z } from 'zod';
import { resumeProfileDraft } from './profile.ts';
import { resumeLanguage, resumeTemplate } from './profile-item.ts';

/** POST /api/app/profiles/preview: the draft as a PDF in the chosen template (application/pdf). */
export const previewProfileRequest = z.object({ data: resumeProfileDraft, template: resumeTemplate, language: resumeLanguage });
export type PreviewProfileRequest = z.infer<typeof previewProfileRequest>;
