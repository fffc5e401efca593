import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registerImports } from './site.ts';

/**
 * One row per organisation on the Home Office register of licensed sponsors (workers). The register lists an
 * organisation once per route; rows are folded by the organisation's name (trimmed, spaces collapsed, lower
 * case), which stays the same across imports, so ids stay stable and jobs can point at them.
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameLower: text('name_lower').notNull(),
    towns: text('towns').array().notNull(),
    counties: text('counties').array().notNull(),
    /** "Type & Rating" values as published, e.g. "Worker (A rating)". */
    typeRatings: text('type_ratings').array().notNull(),
    routes: text('routes').array().notNull(),
    firstSeenImportId: integer('first_seen_import_id').references(() => registerImports.id),
    lastSeenImportId: integer('last_seen_import_id').references(() => registerImports.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The directory's filters and sorts, derived from the columns above and the jobs (refreshed after register
    // and job imports: see refreshSponsorDirectory). docs/decisions/036-sponsor-directory-and-reviews.md.
    /** Open jobs here whose employer matched this organisation. */
    openJobs: integer('open_jobs').notNull().default(0),
    /** Ratings held, parsed from type_ratings: 'A', 'A Premium', 'B', 'provisional'. */
    ratings: text('ratings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Best rating first: 0 A Premium, 1 A, 2 B, 3 provisional, 4 none. */
    ratingRank: smallint('rating_rank').notNull().default(4),
    /** Towns in lower case, for the town filter. */
    townKeys: text('town_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The words of its name keys (sponsor_names), for the name search: one index with the filters' own. */
    nameWords: text('name_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('sponsors_name_lower_idx').on(t.nameLower),
    index('sponsors_open_jobs_idx').on(t.openJobs.desc(), t.nameLower),
    index('sponsors_rating_idx').on(t.ratingRank, t.nameLower),
    index('sponsors_town_keys_idx').using('gin', t.townKeys),
    index('sponsors_routes_idx').using('gin', t.routes),
    index('sponsors_ratings_idx').using('gin', t.ratings),
    index('sponsors_name_words_idx').using('gin', t.nameWords),
  ],
);

/**
 * The keys the matcher looks names up by: the normalised organisation name and, for "X Ltd t/a Y", the trading
 * name too. Exact and prefix look-ups use the btree; fuzzy ones the trigram index.
 */
export const sponsorNames = pgTable(
  'sponsor_names',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind', { enum: ['name', 'alias'] }).notNull(),
  },
  (t) => [
    index('sponsor_names_key_idx').on(sql`${t.key} text_pattern_ops`),
    index('sponsor_names_key_trgm_idx').using('gin', sql`${t.key} gin_trgm_ops`),
    index('sponsor_names_sponsor_idx').on(t.sponsorId),
  ],
);

/**
 * What each import changed: organisations that appeared on, or disappeared from, the register, and those whose
 * rating or routes changed (`before` and `after`: the values joined with "; ").
 */
export const registerChanges = pgTable(
  'register_changes',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => registerImports.id, { onDelete: 'cascade' }),
    change: text('change', { enum: ['added', 'removed', 'rating', 'routes'] }).notNull(),
    name: text('name').notNull(),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('register_changes_import_idx').on(t.importId), index('register_changes_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * What an import still has to write to the register (decision 054): the organisations that appeared or changed
 * (`op` 'upsert', with their name keys) and those that left ('delete'). Written in small transactions, each
 * removing its rows from here, so searches go on and a crash resumes where it stopped.
 */
export const registerPending = pgTable(
  'register_pending',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => registerImports.id, { onDelete: 'cascade' }),
    op: text('op', { enum: ['upsert', 'delete'] }).notNull(),
    nameLower: text('name_lower').notNull(),
    name: text('name').notNull(),
    towns: text('towns').array().notNull(),
    counties: text('counties').array().notNull(),
    typeRatings: text('type_ratings').array().notNull(),
    routes: text('routes').array().notNull(),
    key: text('key').notNull(),
    aliases: text('aliases').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.nameLower] })],
);

/**
 * How many organisations' names use each word. A word few organisations use ("xero", "kpler") identifies an
 * employer on its own; a common one ("wise", "care") does not, and the matcher asks for more evidence.
 */
export const sponsorTokens = pgTable(
  'sponsor_tokens',
  {
    token: text('token').primaryKey(),
    organisations: integer('organisations').notNull(),
  },
  // The sponsor directory expands a query word through these: the words it starts, the words alike (typos).
  (t) => [
    index('sponsor_tokens_prefix_idx').on(sql`${t.token} text_pattern_ops`),
    index('sponsor_tokens_trgm_idx').using('gin', sql`${t.token} gin_trgm_ops`),
  ],
);

/**
 * Brands that job ads use for a register organisation with another legal name ("PwC" → "PricewaterhouseCoopers
 * LLP"), added by a person with `npm run admin -- alias add`. The reviewed list kept in the repository
 * (apps/api/src/modules/sponsors/aliases.csv) is read from the file; these rows add to it.
 */
export const sponsorAliases = pgTable(
  'sponsor_aliases',
  {
    /** The brand's match key (normalised as the matcher normalises names). */
    brandKey: text('brand_key').notNull(),
    brand: text('brand').notNull(),
    /** The register organisation's name, as the register spells it. */
    organisation: text('organisation').notNull(),
    source: text('source').notNull(),
    checkedOn: date('checked_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.organisation] })],
);
