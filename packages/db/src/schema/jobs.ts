import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sponsors } from './sponsors.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Employers as jobs name them, matched once to the register (the match is kept, not recomputed per job). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameLower: text('name_lower').notNull(),
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    matchConfidence: real('match_confidence').notNull().default(0),
    isAgency: boolean('is_agency').notNull().default(false),
    /** When the name is a brand licensed through several register organisations: {brand, count, entities}. */
    matchGroup: jsonb('match_group').$type<{ brand: string; count: number; entities: string[] }>(),
    website: text('website'),
    isDemo: boolean('is_demo').notNull().default(false),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_name_lower_idx').on(t.nameLower), index('companies_sponsor_idx').on(t.sponsorId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    /** Collapses the same ad from two sources (see ingest/dedupe.ts). */
    dedupeKey: text('dedupe_key').notNull(),
    url: text('url'),
    title: text('title').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    location: text('location'),
    /** The town, normalised, for filters and related jobs. */
    city: text('city').notNull().default(''),
    salaryMin: real('salary_min'),
    salaryMax: real('salary_max'),
    salaryPeriod: text('salary_period'),
    salaryCurrency: text('salary_currency'),
    salaryText: text('salary_text'),
    salaryEstimated: boolean('salary_estimated').notNull().default(false),
    /** Yearly figures (hourly and daily pay converted) for the minimum-salary filter. */
    salaryAnnualMin: integer('salary_annual_min'),
    salaryAnnualMax: integer('salary_annual_max'),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    /**
     * The description's first 400 characters, kept in the row for job cards (their snippet): the full text lives
     * out of line (TOAST, migration 0007), and reading it for every card cost a TOAST index lookup and a page.
     */
    descriptionStart: text('description_start').generatedAlwaysAs(sql`left(description_text, 400)`),
    descriptionTruncated: boolean('description_truncated').notNull().default(false),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    contractType: text('contract_type'),
    hours: text('hours'),
    remote: text('remote'),
    hrEmail: text('hr_email'),
    country: text('country'),
    /** The sponsor verdict as the API shows it (contracts' jobVerdictSchema). */
    verdict: jsonb('verdict').notNull(),
    verdictKind: text('verdict_kind').notNull(),
    salaryStatus: text('salary_status').notNull(),
    routes: text('routes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When no source listed the ad any more: out of search and the sitemap, still on saved and applied lists. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    // Not unique: the dedupe key is the identity (one ON CONFLICT target); an ad whose title changes at its
    // source becomes a new row and the old one ages out.
    index('jobs_source_external_idx').on(t.source, t.externalId),
    // Newest first with the id as tie-breaker, matching the searches' `order by` (nulls last) exactly.
    index('jobs_posted_at_idx').on(t.postedAt.desc(), t.id.desc()),
    index('jobs_company_idx').on(t.companyId),
    index('jobs_city_idx').on(t.city, t.postedAt.desc(), t.id.desc()),
    index('jobs_verdict_kind_idx').on(t.verdictKind, t.postedAt.desc(), t.id.desc()),
    index('jobs_salary_status_idx').on(t.salaryStatus, t.postedAt.desc(), t.id.desc()),
  ],
);

/** The columns of both search tables (job_search and job_search_recent): the trigger copies one row into the other. */
const searchColumns = () => ({
  jobId: bigint('job_id', { mode: 'number' })
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  doc: tsvector('doc').notNull(),
  verdictKind: text('verdict_kind').notNull(),
  salaryStatus: text('salary_status').notNull(),
  contractType: text('contract_type'),
  remote: text('remote'),
  /** coalesce(salary_annual_max, salary_annual_min), for the minimum-salary filter. */
  salaryAnnual: integer('salary_annual'),
});

/**
 * The search's narrow copy of each job (decision 039), kept by triggers on `jobs` (migration 0021): a small
 * document (title A, employer B, the description's opening C) with the filters as tokens (`c:london`,
 * `v:licensed_sponsor`, `rt:skilled worker`, `l:<location word>`…), and the columns the facets count. About
 * 900 bytes a row against 2.6 KB for a job, so a search that rechecks or ranks rows reads a third of the pages.
 */
export const jobSearch = pgTable('job_search', searchColumns(), (t) => [
  index('job_search_doc_idx').using('gin', t.doc),
  index('job_search_posted_idx').on(t.postedAt.desc(), t.jobId.desc()),
]);

/**
 * The newest ads' rows of `job_search` again (migration 0024, decision 039): every ad posted in the last
 * RECENT_DAYS + 1 days, kept by the same triggers, older rows pruned after imports. A search that reads only the
 * newest days asks this table's index, whose posting lists hold a week of ads instead of every ad: the index walks
 * its rarest word's list in full, so a short list is most of the saving.
 */
export const jobSearchRecent = pgTable('job_search_recent', searchColumns(), (t) => [
  index('job_search_recent_doc_idx').using('gin', t.doc),
  index('job_search_recent_posted_idx').on(t.postedAt.desc(), t.jobId.desc()),
]);

/** A user's marks on a job: saved, applied (with date), on the Flash list. */
export const jobMarks = pgTable(
  'job_marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    flashAt: timestamp('flash_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('job_marks_saved_idx').on(t.userId, t.savedAt.desc()),
    index('job_marks_applied_idx').on(t.userId, t.appliedAt.desc()),
  ],
);

/** A signed-in user's recent searches (the last 20 are shown). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text('q').notNull().default(''),
    location: text('location').notNull().default(''),
    filters: jsonb('filters')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_history_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Jobs recommended to a user (smart matching), per quota period (`quota_usage.period`: `YYYY-MM` on Basic,
 * `m:<membership id>` for a membership). A job counts against the period's recommendations the first time it
 * is shown in that period; showing it again is free, however often the page is viewed.
 */
export const recommendedJobs = pgTable(
  'recommended_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.jobId] })],
);
