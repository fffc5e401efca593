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
    /** The language the batch's letters, subjects and attached builder resume are written in (decision 056). */
    letterLanguage: text('letter_language', { enum: ['en', 'cn'] })
      .notNull()
      .default('en'),
    quotaUseId: uuid('quota_use_id'),
    /** The mailbox the emails were sent from (set at confirmation). */
    senderAddress: text('sender_address'),
    worker: text('worker'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('flash_batches_user_idx').on(t.userId, t.createdAt.desc()),
    // Recovery looks at the batches being written or sent every few seconds after a start.
    index('flash_batches_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('generating', 'sending')`),
  ],
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
    /** Typed recipients at neither the job's contact's domain nor the employer's website's (decision 052). */
    outsideRecipients: text('outside_recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Links in the letter as the model wrote it, and links the person added since (flagged before sending). */
    letterLinks: text('letter_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addedLinks: text('added_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the person confirmed the outside recipients and added links (cleared when they change). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** An 'unknown' email the person settled: 'sent' (it went) or 'resend' (send it again), and when. */
    resolution: text('resolution', { enum: ['sent', 'resend'] }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
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
    index('flash_applications_letters_idx')
      .on(t.letterStatus)
      .where(sql`${t.letterStatus} in ('waiting', 'generating')`),
    // The daily caps count a person's emails started in the last 24 hours (decision 052).
    index('flash_applications_user_started_idx')
      .on(t.userId, t.sendStartedAt)
      .where(sql`${t.sendStatus} in ('sending', 'sent', 'unknown')`),
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

/** Accounts an operator stopped from sending (`npm run admin -- flash block <user>`): nothing more goes out. */
export const flashBlocks = pgTable('flash_blocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
