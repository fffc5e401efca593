import { feedback, jobPostRequests, type Db } from '@jobbridge/db';

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
