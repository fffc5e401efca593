import { z } from 'zod';
import { profileItem, resumeTemplate } from './profile-item.ts';

/** GET /api/app/profiles: the caller's profiles, the tier's profile limit, and which templates it unlocks. */
export const listProfilesResponse = z.object({
  items: z.array(profileItem),
  limit: z.number().int(),
  templates: z.array(z.object({ id: resumeTemplate, available: z.boolean() })),
});
export type ListProfilesResponse = z.infer<typeof listProfilesResponse>;
