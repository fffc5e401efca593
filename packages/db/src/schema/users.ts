import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The right-to-work statuses a person can declare (RightToWorkStatus in @jobbridge/contracts), as SQL literals. */
const RIGHT_TO_WORK_STATUSES =
  "'british_irish', 'settled', 'pre_settled', 'indefinite_leave', 'graduate', 'skilled_worker', 'dependant', 'student', " +
  "'needs_sponsorship', 'other'";
/** The statuses that hold until a date, which the account must then give. */
const STATUSES_WITH_END_DATE = "'pre_settled', 'graduate', 'skilled_worker', 'dependant', 'student'";

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    name: text('name'),
    /** A URL: Google's picture, or `/api/files/photos/<random>` for an uploaded one. */
    photo: text('photo'),
    language: text('language').notNull().default('cn'),
    googleSub: text('google_sub'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull(),
    referredById: uuid('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * The right to work in the UK the person declared (contracts `RIGHT_TO_WORK_STATUSES`); null until they do.
     * Letters carry one sentence the app writes from it (docs/decisions/051-right-to-work-statement.md).
     */
    rightToWork: text('right_to_work', {
      enum: [
        'british_irish',
        'settled',
        'pre_settled',
        'indefinite_leave',
        'graduate',
        'skilled_worker',
        'dependant',
        'student',
        'needs_sponsorship',
        'other',
      ],
    }),
    /** The day the visa or status ends: always for visas and pre-settled status, maybe for "other", else never. */
    rightToWorkUntil: date('right_to_work_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    check('users_right_to_work_check', sql`${t.rightToWork} is null or ${t.rightToWork} in (${sql.raw(RIGHT_TO_WORK_STATUSES)})`),
    check(
      'users_right_to_work_until_check',
      sql.join(
        [
          sql`case when ${t.rightToWork} in (${sql.raw(STATUSES_WITH_END_DATE)}) then ${t.rightToWorkUntil} is not null`,
          sql`when ${t.rightToWork} = 'other' then true else ${t.rightToWorkUntil} is null end`,
        ],
        sql` `,
      ),
    ),
  ],
);

/** A sign-in on one device: the family of its rotating refresh tokens. Revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use emailed links: verify an email, reset a password, confirm a new email. Hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_tokens_hash_idx').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export const campaigns = pgTable('campaigns', {
  /** The slug in /campaign/{id}. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'coming_soon', 'ended'] })
    .notNull()
    .default('active'),
  /** A code shown on the campaign page for visitors to copy (the beta launch page). */
  publicCode: text('public_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const activationCodes = pgTable(
  'activation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper case; codes are case-insensitive. */
    code: text('code').notNull(),
    campaignId: text('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activation_codes_code_idx').on(t.code)],
);

export const activationCodeUses = pgTable(
  'activation_code_uses',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => activationCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activation_code_uses_user_idx').on(t.userId)],
);

/** Counters for rate limits that must hold across processes (per account, per address). */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Mail "sent" while no SMTP server is configured; shown at /dev/mail. Never used in production. */
export const devOutbox = pgTable('dev_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** The sender: the person's development mailbox (Flash Apply); null for the app's own mail. */
  from: text('from'),
  /** The Message-ID the sender gave (the same on a retry). */
  messageId: text('message_id'),
  /** Extra headers (List-Unsubscribe…). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
