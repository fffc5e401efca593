import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the feedback form (/forms/feedback). */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Jobs that employers or users ask us to list (/forms/postjob). */
export const jobPostRequests = pgTable('job_post_requests', {
  id: serial('id').primaryKey(),
  jobUrl: text('job_url').notNull(),
  notes: text('notes'),
  contact: text('contact').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
