import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { registerChanges } from './sponsors.ts';
import { users } from './users.ts';

/**
 * Job sources the server refreshes on its own (decision 054): added with `npm run admin -- sources add …`.
 * `params` holds what the connector needs (a board, a company, search words, a CSV's URL).
 */
export const importSources = pgTable(
  'import_sources',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['greenhouse', 'lever', 'ashby', 'adzuna', 'reed', 'csv'] }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** "greenhouse monzo", "adzuna what=data analyst where=London": unique, what `sources list` shows. */
    label: text('label').notNull(),
    everyMinutes: integer('every_minutes').notNull().default(360),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failures in a row: the next try waits longer each time (back-off). */
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_sources_label_idx').on(t.label), index('import_sources_next_idx').on(t.nextRunAt)],
);

/** Every refresh, of a job source or of the register: when, what it counted, how it failed. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    /** Null for the register. */
    sourceId: integer('source_id').references(() => importSources.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok'),
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
  },
  (t) => [index('import_runs_target_idx').on(t.target, t.startedAt.desc())],
);

/** Which configured source listed which job at its last run: a job no source lists any more is closed. */
export const jobSightings = pgTable(
  'job_sightings',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => importSources.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    runId: integer('run_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.jobId] }), index('job_sightings_job_idx').on(t.jobId)],
);

/**
 * Employers a person follows, by the register's spelling of the organisation (lower case): it stays the same
 * across imports, and survives the organisation leaving the register (its row in `sponsors` goes).
 * `auto`: followed because of a saved or applied job; `active` false: unfollowed (an automatic follow is then
 * not added again).
 */
export const employerFollows = pgTable(
  'employer_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameLower: text('name_lower').notNull(),
    name: text('name').notNull(),
    auto: boolean('auto').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameLower] }), index('employer_follows_name_idx').on(t.nameLower)],
);

/** A person's licence-watch choices; no row: the defaults (follow employers of saved and applied jobs). */
export const followSettings = pgTable('follow_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoFollow: boolean('auto_follow').notNull().default(true),
  /** Random, for the one-click unsubscribe link (emails stop; notices in the app stay). */
  unsubscribeToken: text('unsubscribe_token').notNull(),
  emails: boolean('emails').notNull().default(true),
});

/** One notice per register change per follower: created once (unique), emailed once (`emailed_at`). */
export const licenceNotices = pgTable(
  'licence_notices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeId: integer('change_id')
      .notNull()
      .references(() => registerChanges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('licence_notices_user_change_idx').on(t.userId, t.changeId),
    index('licence_notices_user_idx').on(t.userId, t.createdAt.desc()),
    index('licence_notices_unsent_idx')
      .on(t.id)
      .where(sql`emailed_at is null`),
  ],
);
