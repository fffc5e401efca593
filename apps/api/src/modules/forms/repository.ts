import { asc, feedback, gte, jobPostRequests, type Db } from '@jobbridge/db';

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert) {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id, createdAt: feedback.createdAt });
  return created!;
}

export async function insertJobPostRequest(db: Db, row: typeof jobPostRequests.$inferInsert) {
  const [created] = await db
    .insert(jobPostRequests)
    .values(row)
    .returning({ id: jobPostRequests.id, createdAt: jobPostRequests.createdAt });
  return created!;
}

/** Feedback sent since a date (all when unset), oldest first. */
export function listFeedback(db: Db, since: Date | undefined) {
  return db
    .select()
    .from(feedback)
    .where(since ? gte(feedback.createdAt, since) : undefined)
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
}

/** Job links sent since a date (all when unset), oldest first. */
export function listJobPostRequests(db: Db, since: Date | undefined) {
  return db
    .select()
    .from(jobPostRequests)
    .where(since ? gte(jobPostRequests.createdAt, since) : undefined)
    .orderBy(asc(jobPostRequests.createdAt), asc(jobPostRequests.id));
}
