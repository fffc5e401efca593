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
});
