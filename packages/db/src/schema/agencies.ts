import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Recruitment agencies shown at /company/jobagency (kind 'job') and Chinese-language agencies at /company/cnagency
 * (kind 'cn'). Managed with `npm run admin -- agencies import FILE`; demo rows (is_demo) are fictional examples.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** 'gold' | 'silver' | 'bronze', or null for an agency listed without a tier. */
    tier: text('tier'),
    /** Order inside a tier: 1 first. */
    rank: integer('rank').notNull().default(1000),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sectors: text('sectors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** { website, email, phone, address }, each a string or null. */
    contact: jsonb('contact')
      .notNull()
      .default(sql`'{}'::jsonb`),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agencies_slug_key').on(t.slug),
    index('agencies_kind_order_idx').on(t.kind, t.rank),
    check('agencies_kind_check', sql`${t.kind} in ('job', 'cn')`),
    check('agencies_tier_check', sql`${t.tier} is null or ${t.tier} in ('gold', 'silver', 'bronze')`),
  ],
);
