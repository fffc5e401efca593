import { z } from 'zod';
import { profileItem } from '../resumes/profiles.ts';

/** POST /api/app/ai/optimisations/{id}/apply: the accepted rewrites saved into a profile. */
export const applyOptimisationRequest = z.object({ accept: z.array(z.string().max(40)).max(60) }).strict();
export const applyOptimisationResponse = z.object({ profile: profileItem, applied: z.array(z.string()) });
