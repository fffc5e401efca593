import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value settings the operator or the app itself sets (seed version, demo flag, …). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per import of the Home Office register of licensed sponsors. The footer states the latest one,
 * so the "official data" notice is always true to what is actually loaded.
 */
export const registerImports = pgTable('register_imports', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  rows: integer('rows').notNull(),
  organisations: integer('organisations').notNull(),
  added: integer('added').notNull().default(0),
  removed: integer('removed').notNull().default(0),
  /**
   * 'staging': its rows are being written to register_pending (a crash: dropped and done again); 'applying':
   * its changes are recorded and being written to the register in small transactions (a crash: resumed); 'done'.
   */
  state: text('state', { enum: ['staging', 'applying', 'done'] })
    .notNull()
    .default('done'),
  /** When its changes were turned into followers' notices (null: not yet; done again after a crash). */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});
