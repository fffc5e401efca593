import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { resumes } from './resumes.ts';
import { users } from './users.ts';

/**
 * A Flash Apply batch (docs/decisions/034-flash-apply.md): the jobs chosen at once, the resume attached, the
 * quota use it was counted on when confirmed. `worker`/`heartbeat_at` say which process is sending it, so a
 * process that died is noticed (its emails in flight become 'unknown') and another picks the batch up.
 */
export const flashBatches = pgTable(
  'flash_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['generating', 'ready', 'sending', 'done'] })
      .notNull()
      .default('generating'),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /** The resume's name when chosen, kept for the history if the file is deleted later. */
    resumeName: text('resume_name').notNull(),
    quotaUseId: uuid('quota_use_id'),
    /** The mailbox the emails were sent from (set at confirmation). */
    senderAddress: text('sender_address'),
    worker: text('worker'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('flash_batches_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * One application: one job, its letter and its email. It is a row before anything is generated or sent, and
 * keeps the letter afterwards (the history). `message_id` is the email's Message-ID, fixed when the row is made,
 * so a retried call is the same email.
 */
export const flashApplications = pgTable(
  'flash_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => flashBatches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    /** Its place in the batch, as the person chose the jobs. */
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    company: text('company').notNull(),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull().default(''),
    letter: text('letter').notNull().default(''),
    letterStatus: text('letter_status', { enum: ['waiting', 'generating', 'success', 'failed'] })
      .notNull()
      .default('waiting'),
    /** An error code of the catalogue (shown in the reader's language). */
    letterError: text('letter_error'),
    removedClaims: jsonb('removed_claims')
      .$type<(string | { kind: string; claim: string; sentence: string })[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    generationStartedAt: timestamp('generation_started_at', { withTimezone: true }),
    sendStatus: text('send_status', { enum: ['draft', 'queued', 'sending', 'sent', 'failed', 'unknown', 'skipped'] })
      .notNull()
      .default('draft'),
    sendError: text('send_error'),
    messageId: text('message_id').notNull(),
    providerMessageId: text('provider_message_id'),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flash_applications_batch_idx').on(t.batchId),
    index('flash_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('flash_applications_sending_idx')
      .on(t.sendStatus)
      .where(sql`${t.sendStatus} in ('queued', 'sending')`),
    uniqueIndex('flash_applications_message_id_idx').on(t.messageId),
  ],
);

/**
 * Every (person, job, recipient) an email went out to, or may have (an 'unknown' send): written in the same
 * transaction that marks the email 'sending', so the same job never goes to the same recipient twice.
 */
export const flashDeliveries = pgTable(
  'flash_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    recipient: text('recipient').notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => flashApplications.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId, t.recipient] }),
    index('flash_deliveries_user_created_idx').on(t.userId, t.createdAt),
    check('flash_deliveries_recipient_lower', sql`${t.recipient} = lower(${t.recipient})`),
  ],
);
