import { aiCalls, and, desc, eq, jobMarks, jobs, query, searchHistory, sql, type Db, type DbOrTx } from '@jobbridge/db';
import type { JobDoc } from './resume-doc.ts';

/** The assistant's SQL: its call records, and the read-only job facts it needs (the jobs table, not the jobs module). */

export type AiCallRow = typeof aiCalls.$inferSelect;

export async function insertCall(tx: DbOrTx, values: typeof aiCalls.$inferInsert): Promise<AiCallRow> {
  const [row] = await tx.insert(aiCalls).values(values).returning();
  return row!;
}

export async function finishCall(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Pick<typeof aiCalls.$inferInsert, 'status' | 'error' | 'promptTokens' | 'completionTokens' | 'durationMs' | 'result'>,
): Promise<void> {
  await db
    .update(aiCalls)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(aiCalls.id, id), eq(aiCalls.userId, userId)));
}

export async function findCall(db: Db, userId: string, id: string): Promise<AiCallRow | undefined> {
  const [row] = await db
    .select()
    .from(aiCalls)
    .where(and(eq(aiCalls.id, id), eq(aiCalls.userId, userId)));
  return row;
}

export async function usageOf(db: Db, userId: string) {
  const [row] = await query<{ calls: number; failed: number; prompt: number; completion: number }>(
    db,
    sql`
    select count(*)::int as calls, count(*) filter (where status = 'failed')::int as failed,
      coalesce(sum(prompt_tokens), 0)::int as prompt, coalesce(sum(completion_tokens), 0)::int as completion
    from ai_calls where user_id = ${userId}`,
  );
  return {
    calls: Number(row?.calls ?? 0),
    failed: Number(row?.failed ?? 0),
    promptTokens: Number(row?.prompt ?? 0),
    completionTokens: Number(row?.completion ?? 0),
  };
}

function salaryOf(row: { salaryText: string | null; salaryAnnualMin: number | null; salaryAnnualMax: number | null }): string {
  if (row.salaryText) return row.salaryText;
  if (row.salaryAnnualMin || row.salaryAnnualMax)
    return [row.salaryAnnualMin, row.salaryAnnualMax]
      .filter(Boolean)
      .map((n) => `£${n!.toLocaleString('en-GB')}`)
      .join(' - ');
  return '';
}

/** The columns a job is read from as a JobDoc. */
const jobDocColumns = {
  title: jobs.title,
  company: jobs.companyName,
  location: jobs.location,
  salaryText: jobs.salaryText,
  salaryAnnualMin: jobs.salaryAnnualMin,
  salaryAnnualMax: jobs.salaryAnnualMax,
  description: jobs.descriptionText,
};

function jobDocOf(row: {
  title: string;
  company: string;
  location: string | null;
  salaryText: string | null;
  salaryAnnualMin: number | null;
  salaryAnnualMax: number | null;
  description: string;
}): JobDoc {
  return { title: row.title, company: row.company, location: row.location ?? '', salary: salaryOf(row), description: row.description };
}

/** One job as the assistant reads it (jobs are public: any signed-in person may match against any job). */
export async function findJob(db: Db, id: number): Promise<JobDoc | undefined> {
  const [row] = await db.select(jobDocColumns).from(jobs).where(eq(jobs.id, id));
  return row && jobDocOf(row);
}

export interface MarkedJob extends JobDoc {
  id: number;
  saved: boolean;
  applied: boolean;
  flash: boolean;
  verdictKind: string;
  salaryStatus: string;
  hasHrEmail: boolean;
}

/** The caller's saved, applied and Flash-listed jobs (newest marks first), for the dashboard insights. */
export async function markedJobs(db: Db, userId: string, limit = 200): Promise<MarkedJob[]> {
  const rows = await db
    .select({
      id: jobs.id,
      ...jobDocColumns,
      verdictKind: jobs.verdictKind,
      salaryStatus: jobs.salaryStatus,
      hrEmail: jobs.hrEmail,
      savedAt: jobMarks.savedAt,
      appliedAt: jobMarks.appliedAt,
      flashAt: jobMarks.flashAt,
    })
    .from(jobMarks)
    .innerJoin(jobs, eq(jobs.id, jobMarks.jobId))
    .where(eq(jobMarks.userId, userId))
    .orderBy(desc(jobMarks.updatedAt))
    .limit(limit);
  return rows
    .filter((r) => r.savedAt || r.appliedAt || r.flashAt)
    .map((r) => ({
      id: Number(r.id),
      ...jobDocOf(r),
      saved: !!r.savedAt,
      applied: !!r.appliedAt,
      flash: !!r.flashAt,
      verdictKind: r.verdictKind,
      salaryStatus: r.salaryStatus,
      hasHrEmail: !!r.hrEmail,
    }));
}

/** The caller's recent search words. */
export async function recentSearches(db: Db, userId: string, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ q: searchHistory.q })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.createdAt))
    .limit(limit);
  return rows.map((r) => r.q).filter(Boolean);
}
