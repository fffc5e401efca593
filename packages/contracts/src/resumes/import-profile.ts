import { z } from 'zod';
import { resumeProfileDraft } from './profile.ts';

/** POST /api/app/profiles/import (multipart `file`) and /api/app/profiles/import/{resumeId}: a pre-filled draft. */
export const importProfileResponse = z.object({ data: resumeProfileDraft });
export type ImportProfileResponse = z.infer<typeof importProfileResponse>;
