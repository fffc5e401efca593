import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's review of a company (by its name in lower case) or an agency (by its slug): one per person per
 * target, editable. Reports go to the operator's queue; the operator hides or restores, and reports alone hide a
 * review only when enough established accounts make them (decision 053). Averages are
 * computed from these rows when read, so concurrent writes cannot leave a stale aggregate behind.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: ['company', 'agency'] }).notNull(),
    targetKey: text('target_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    reports: integer('reports').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Who hid it: the operator, or reports from enough established accounts (decision 053). */
    hiddenBy: text('hidden_by', { enum: ['operator', 'reports'] }),
    /** When the operator last put it back: only reports made after that can hide it again. */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_target_user_idx').on(t.targetType, t.targetKey, t.userId),
    index('reviews_target_idx').on(t.targetType, t.targetKey, t.updatedAt.desc()),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Who reported which review: one report per person per review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_reports_user_idx').on(t.userId)],
);
