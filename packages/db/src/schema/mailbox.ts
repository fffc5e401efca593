import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devOutbox, users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The mailbox a person sends Flash Apply emails from (docs/decisions/033-mailbox.md): a linked Gmail account,
 * whose refresh token is kept only sealed (AES-256-GCM, bound to the user id), or the development mailbox.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['gmail', 'development'] }).notNull(),
    address: text('address').notNull(),
    /** Sealed refresh token (gmail only). */
    refreshTokenSealed: text('refresh_token_sealed'),
    /** The scopes Google granted, space separated. */
    scope: text('scope').notNull().default(''),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when Google refused the token (revoked or expired): the person must link again. */
    brokenAt: timestamp('broken_at', { withTimezone: true }),
  },
  (t) => [check('mailboxes_kind_token_check', sql`(${t.kind} = 'gmail') = (${t.refreshTokenSealed} is not null)`)],
);

/**
 * A Google link in progress: the state sent to Google (stored hashed), the PKCE verifier (sealed), the hash
 * of the nonce in the starting browser's cookie, and ten minutes to come back. Used once.
 */
export const mailboxLinks = pgTable(
  'mailbox_links',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifierSealed: text('verifier_sealed').notNull(),
    browserHash: text('browser_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mailbox_links_user_idx').on(t.userId)],
);

/** Files attached to a development outbox email, in their order. */
export const devOutboxAttachments = pgTable(
  'dev_outbox_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => devOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('dev_outbox_attachments_message_idx').on(t.messageId, t.position)],
);
