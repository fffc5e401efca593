import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The resume manager (docs/product.md §3 "Uploaded resume"): up to 3 PDFs per user, each with an alias unique per user
 * (case-insensitive). The file lives under `<DATA_DIR>/files/resumes/<file_key>` (a random name, outside the
 * web root); `source` says whether the user uploaded it or the builder exported it from a profile.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    filename: text('filename').notNull(),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    source: text('source', { enum: ['upload', 'builder'] })
      .notNull()
      .default('upload'),
    profileId: uuid('profile_id').references((): AnyPgColumn => resumeProfiles.id, { onDelete: 'set null' }),
    /** How the file was read, as its owner checked and corrected it (decision 057); null until then. */
    reading: jsonb('reading').$type<Record<string, unknown>>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resumes_user_alias_lower_idx').on(t.userId, sql`lower(${t.alias})`),
    uniqueIndex('resumes_file_key_idx').on(t.fileKey),
    index('resumes_user_idx').on(t.userId, t.uploadedAt),
  ],
);

/**
 * A resume profile: the builder's form as the user left it (`data`, the contracts' resumeProfileDraft), the
 * chosen template and language, and once finished, the resume it was exported to.
 */
export const resumeProfiles = pgTable(
  'resume_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    template: text('template').notNull().default('modern-pro'),
    language: text('language').notNull().default('en'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * When the user first saved content into it: only saved profiles count against the plan's profile number
     * (opening the builder makes an empty draft that does not; docs/decisions/019-user-trust-fixes.md).
     */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    resumeId: uuid('resume_id').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_profiles_user_idx').on(t.userId, t.createdAt)],
);
