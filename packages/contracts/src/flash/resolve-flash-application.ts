import { z } from 'zod';

/** POST /api/app/flash/applications/{applicationId}/resolve: an 'unknown' email went ('sent'), or is to go again ('resend'). */
export const resolveFlashApplicationRequest = z.object({ outcome: z.enum(['sent', 'resend']) });
export type ResolveFlashApplicationRequest = z.infer<typeof resolveFlashApplicationRequest>;
