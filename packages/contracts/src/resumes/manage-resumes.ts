import { z } from 'zod';

/**
 * The resume manager (docs/product.md §3 "Uploaded resume", §5): up to 3 PDFs per user, each under 10MB, with an alias
 * (the user's own name for it) that is required, at most 18 characters and unique per user. Rule messages
 * are error codes from `errorCatalog`.
 */
export const RESUME_LIMIT = 3;
/** "under 10MB": a file of exactly 10 MiB is accepted, one byte more is refused while it streams in. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ALIAS_MAX = 18;
export const RESUME_SOURCES = ['upload', 'builder'] as const;
export type ResumeSource = (typeof RESUME_SOURCES)[number];

/** Counted in characters as the user sees them (a Chinese character is one, not three bytes). */
export const resumeAlias = z
  .string()
  .trim()
  .min(1, 'RESUME_ALIAS_EMPTY')
  .refine((v) => [...v].length <= RESUME_ALIAS_MAX, 'RESUME_ALIAS_TOO_LONG');

export const resumeItem = z.object({
  id: z.uuid(),
  alias: z.string(),
  filename: z.string(),
  size: z.number().int(),
  source: z.enum(RESUME_SOURCES),
  /** The builder profile this resume was exported from, if any. */
  profileId: z.uuid().nullable(),
  /** When the current file arrived (a replace or a re-export moves it). */
  uploadedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ResumeItem = z.infer<typeof resumeItem>;

/** GET /api/app/resumes: all of the caller's resumes (never more than `limit`), newest first. */
export const listResumesResponse = z.object({ items: z.array(resumeItem), total: z.number().int(), limit: z.number().int() });
export type ListResumesResponse = z.infer<typeof listResumesResponse>;

/** PATCH /api/app/resumes/{id} */
export const renameResumeRequest = z.object({ alias: resumeAlias });

/** Any id that is not one of the caller's resumes (malformed, someone else's, deleted) is a 404, never a 400. */
/** Ids are UUIDs; anything else names no resume (404 RESUME_NOT_FOUND, as another user's id does). */
export const resumeIdParams = z.object({ id: z.guid('RESUME_NOT_FOUND') });
