import { watchSettingsSchema } from './watch.ts';

/** PATCH /api/app/watch/settings. */
export const updateWatchSettingsRequest = watchSettingsSchema.partial();
