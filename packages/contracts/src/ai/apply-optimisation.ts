import { z } from 'zod';
import { profileItem } from '../resumes/profile-item.ts';
import { rewriteScore } from './values.ts';

/** POST /api/app/ai/optimisations/{id}/apply: the accepted rewrites saved into a profile. */
export const applyOptimisationRequest = z.object({ accept: z.array(z.string().max(40)).max(60) }).strict();
/** The profile the accepted items went into, and the score recomputed with them in place. */
export const applyOptimisationResponse = z.object({ profile: profileItem, applied: z.array(z.string()), score: rewriteScore });
