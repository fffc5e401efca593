import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per call to the AI writer made for a person (optimise, the builder's helper, cover letters): which
 * engine and model, the tokens it used, whether it worked, and the helper use it was counted on
 * (`quota_uses`; released when the call failed, docs/decisions/024 and 027). `result` keeps an optimisation's
 * items so the person can accept them one by one later.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['optimise', 'helper', 'letter'] }).notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    status: text('status', { enum: ['running', 'ok', 'failed'] })
      .notNull()
      .default('running'),
    /** Why it failed (AiFailure's reason: timeout, rate-limited, server, malformed, unreachable, refused, ungrounded). */
    error: text('error'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    durationMs: integer('duration_ms'),
    quotaUseId: uuid('quota_use_id'),
    /** What it worked on: `{ resumeId }` or `{ profileId }`, and the target. */
    source: jsonb('source')
      .notNull()
      .default(sql`'{}'::jsonb`),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_calls_user_created_idx').on(t.userId, t.createdAt),
    check('ai_calls_tokens_check', sql`${t.promptTokens} >= 0 and ${t.completionTokens} >= 0`),
  ],
);
