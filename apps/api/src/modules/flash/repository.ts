import {
  and,
  asc,
  desc,
  eq,
  flashApplications,
  flashBatches,
  flashDeliveries,
  inArray,
  jobMarks,
  jobs,
  ne,
  query,
  sql,
  type Db,
  type DbOrTx,
} from '@jobbridge/db';

/** Flash Apply's SQL (decision 034): batches, applications and the deliveries that keep a send from happening twice. */

export type BatchRow = typeof flashBatches.$inferSelect;
export type ApplicationRow = typeof flashApplications.$inferSelect;

export interface FlashJobRow {
  jobId: number;
  title: string;
  company: string;
  location: string | null;
  hrEmail: string | null;
  flashAt: Date | null;
  appliedAt: Date | null;
  verdictKind: string;
  salaryStatus: string;
}

const jobColumns = {
  jobId: jobs.id,
  title: jobs.title,
  company: jobs.companyName,
  location: jobs.location,
  hrEmail: jobs.hrEmail,
  flashAt: jobMarks.flashAt,
  appliedAt: jobMarks.appliedAt,
  verdictKind: jobs.verdictKind,
  salaryStatus: jobs.salaryStatus,
};

/** The sponsor verdict and salary check of jobs by id (for a batch's applications). */
export async function verdictsOf(db: Db, ids: number[]): Promise<Map<number, { verdictKind: string; salaryStatus: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: jobs.id, verdictKind: jobs.verdictKind, salaryStatus: jobs.salaryStatus })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The caller's Flash list, newest first. */
export async function flashList(db: Db, userId: string, limit = 500): Promise<FlashJobRow[]> {
  return db
    .select(jobColumns)
    .from(jobMarks)
    .innerJoin(jobs, eq(jobs.id, jobMarks.jobId))
    .where(and(eq(jobMarks.userId, userId), sql`${jobMarks.flashAt} is not null`))
    .orderBy(desc(jobMarks.flashAt), desc(jobs.id))
    .limit(limit);
}

/** Jobs by id with the caller's marks (jobs not found are left out). */
export async function jobsByIds(db: Db, userId: string, ids: number[]): Promise<FlashJobRow[]> {
  if (!ids.length) return [];
  return db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(jobMarks, and(eq(jobMarks.jobId, jobs.id), eq(jobMarks.userId, userId)))
    .where(inArray(jobs.id, ids));
}

export async function insertBatch(
  tx: DbOrTx,
  values: typeof flashBatches.$inferInsert,
  applications: Omit<typeof flashApplications.$inferInsert, 'batchId'>[],
): Promise<BatchRow> {
  const [batch] = await tx.insert(flashBatches).values(values).returning();
  await tx.insert(flashApplications).values(applications.map((a) => ({ ...a, batchId: batch!.id })));
  return batch!;
}

export async function findBatch(db: DbOrTx, userId: string, id: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(flashBatches)
    .where(and(eq(flashBatches.id, id), eq(flashBatches.userId, userId)));
  return row;
}

export async function batchById(db: DbOrTx, id: string): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(flashBatches).where(eq(flashBatches.id, id));
  return row;
}

/** The caller's newest batch that is not done (a reload resumes it). */
export async function currentBatch(db: Db, userId: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(flashBatches)
    .where(and(eq(flashBatches.userId, userId), ne(flashBatches.status, 'done')))
    .orderBy(desc(flashBatches.createdAt))
    .limit(1);
  return row;
}

export async function applicationsOf(db: DbOrTx, batchId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(flashApplications)
    .where(eq(flashApplications.batchId, batchId))
    .orderBy(asc(flashApplications.position), asc(flashApplications.id));
}

export async function findApplication(db: DbOrTx, userId: string, batchId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(flashApplications)
    .where(and(eq(flashApplications.id, id), eq(flashApplications.batchId, batchId), eq(flashApplications.userId, userId)));
  return row;
}

export async function findOwnApplication(db: Db, userId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(flashApplications)
    .where(and(eq(flashApplications.id, id), eq(flashApplications.userId, userId)));
  return row;
}

/** Edits a letter, subject or recipients while the batch is still a draft. */
export async function updateDraft(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<ApplicationRow, 'subject' | 'letter' | 'recipients'>>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(flashApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(flashApplications.id, id), eq(flashApplications.sendStatus, 'draft')))
    .returning();
  return row;
}

/** Puts a draft's letter back to waiting (regenerate). */
export async function resetLetter(db: DbOrTx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(flashApplications)
    .set({ letterStatus: 'waiting', letterError: null, generationStartedAt: null, updatedAt: new Date() })
    .where(and(eq(flashApplications.id, id), eq(flashApplications.sendStatus, 'draft'), ne(flashApplications.letterStatus, 'generating')))
    .returning();
  return row;
}

export async function setBatch(db: DbOrTx, id: string, values: Partial<typeof flashBatches.$inferInsert>): Promise<void> {
  await db.update(flashBatches).set(values).where(eq(flashBatches.id, id));
}

/** Deletes a batch (and its applications) that was never confirmed. Returns false when there is none to delete. */
export async function deleteDraftBatch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(flashBatches)
    .where(and(eq(flashBatches.id, id), eq(flashBatches.userId, userId), sql`${flashBatches.status} in ('generating', 'ready')`))
    .returning({ id: flashBatches.id });
  return rows.length > 0;
}

/** Takes the batch's next waiting letter for generation, or none (SKIP LOCKED: parallel generators share the work). */
export async function claimLetter(db: Db, batchId: string): Promise<ApplicationRow | undefined> {
  const [row] = await query<{ id: string }>(
    db,
    sql`
    update ${flashApplications} set letter_status = 'generating', generation_started_at = now(), updated_at = now()
    where id = (
      select id from ${flashApplications}
      where batch_id = ${batchId} and letter_status = 'waiting' and send_status = 'draft'
      order by position, id limit 1 for update skip locked
    )
    returning id`,
  );
  if (!row) return undefined;
  const [app] = await db.select().from(flashApplications).where(eq(flashApplications.id, row.id));
  return app;
}

export async function finishLetter(
  db: Db,
  id: string,
  values: Pick<ApplicationRow, 'letterStatus' | 'letterError'> & Partial<Pick<ApplicationRow, 'letter' | 'subject' | 'removedClaims'>>,
): Promise<void> {
  await db
    .update(flashApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(flashApplications.id, id), eq(flashApplications.letterStatus, 'generating')));
}

/** A batch whose letters are all settled becomes 'ready' (for editing and confirmation). */
export async function settleGeneration(db: Db, batchId: string): Promise<void> {
  await query(
    db,
    sql`
    update ${flashBatches} set status = 'ready'
    where id = ${batchId} and status = 'generating'
      and not exists (
        select 1 from ${flashApplications}
        where batch_id = ${batchId} and letter_status in ('waiting', 'generating')
      )`,
  );
}

/** Letters left 'generating' by a process that stopped: waiting again. Returns their batches. */
export async function requeueStaleLetters(db: Db, olderThanSeconds: number): Promise<string[]> {
  const rows = await query<{ batch_id: string }>(
    db,
    sql`
    update ${flashApplications} set letter_status = 'waiting', generation_started_at = null, updated_at = now()
    where letter_status = 'generating' and generation_started_at < now() - make_interval(secs => ${olderThanSeconds})
    returning batch_id`,
  );
  const waiting = await query<{ batch_id: string }>(
    db,
    sql`select distinct batch_id from ${flashApplications} where letter_status = 'waiting' and send_status = 'draft'`,
  );
  return [...new Set([...rows, ...waiting].map((r) => r.batch_id))];
}

/**
 * Confirms a batch: letters that succeeded are queued ("initial status"), the rest skipped. Runs in the
 * caller's transaction, with the batch row locked.
 */
export async function lockBatch(tx: DbOrTx, userId: string, id: string): Promise<BatchRow | undefined> {
  const [row] = await query<{ id: string }>(tx, sql`select id from ${flashBatches} where id = ${id} and user_id = ${userId} for update`);
  return row ? findBatch(tx, userId, id) : undefined;
}

export async function queueBatch(tx: DbOrTx, batchId: string, quotaUseId: string, senderAddress: string): Promise<void> {
  await query(
    tx,
    sql`
    update ${flashApplications}
    set send_status = case when letter_status = 'success' then 'queued' else 'skipped' end, updated_at = now()
    where batch_id = ${batchId} and send_status = 'draft'`,
  );
  await tx
    .update(flashBatches)
    .set({ status: 'sending', confirmedAt: new Date(), quotaUseId, senderAddress })
    .where(eq(flashBatches.id, batchId));
}

/**
 * Takes the batch for sending in this process: when no other process holds it, or its holder stopped beating.
 * Returns false when a live process has it.
 */
export async function claimBatch(db: Db, batchId: string, worker: string, staleSeconds: number): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    update ${flashBatches} set worker = ${worker}, heartbeat_at = now()
    where id = ${batchId} and status = 'sending'
      and (worker is null or worker = ${worker} or heartbeat_at < now() - make_interval(secs => ${staleSeconds}))
    returning id`,
  );
  return rows.length > 0;
}

export async function heartbeat(db: Db, batchId: string, worker: string): Promise<void> {
  await db
    .update(flashBatches)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(flashBatches.id, batchId), eq(flashBatches.worker, worker)));
}

/** Emails whose call was out when their process stopped: 'unknown status', never sent again by themselves. */
export async function markInterrupted(db: Db, batchId: string): Promise<number> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    update ${flashApplications} set send_status = 'unknown', send_error = 'FLASH_SEND_INTERRUPTED', updated_at = now()
    where batch_id = ${batchId} and send_status = 'sending' returning id`,
  );
  return rows.length;
}

export async function queuedOf(db: Db, batchId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(flashApplications)
    .where(and(eq(flashApplications.batchId, batchId), eq(flashApplications.sendStatus, 'queued')))
    .orderBy(asc(flashApplications.position), asc(flashApplications.id));
}

/**
 * Marks one email 'sending' and records its deliveries, in one transaction; recipients this person already sent
 * this job to are left out. Returns the recipients to send to, or null when the email is no longer queued.
 */
export async function startSend(db: Db, app: ApplicationRow): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await query<{ id: string }>(
      tx,
      sql`
      update ${flashApplications} set send_status = 'sending', send_started_at = now(), updated_at = now()
      where id = ${app.id} and send_status = 'queued' returning id`,
    );
    if (!row) return null;
    if (app.jobId === null) return app.recipients;
    const fresh: string[] = [];
    for (const recipient of new Set(app.recipients.map((r) => r.toLowerCase()))) {
      const inserted = await tx
        .insert(flashDeliveries)
        .values({ userId: app.userId, jobId: app.jobId, recipient, applicationId: app.id, company: app.company })
        .onConflictDoNothing()
        .returning({ recipient: flashDeliveries.recipient });
      if (inserted.length) fresh.push(recipient);
    }
    return fresh;
  });
}

export async function finishSend(
  db: DbOrTx,
  id: string,
  values: { sendStatus: 'sent' | 'failed' | 'unknown'; sendError: string | null; providerMessageId?: string | null },
): Promise<void> {
  await db
    .update(flashApplications)
    .set({ ...values, sentAt: values.sendStatus === 'sent' ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(flashApplications.id, id), eq(flashApplications.sendStatus, 'sending')));
}

/** An email refused before any call (a daily cap): failed without a send. */
export async function failQueued(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(flashApplications)
    .set({ sendStatus: 'failed', sendError: error, updatedAt: new Date() })
    .where(and(eq(flashApplications.id, id), eq(flashApplications.sendStatus, 'queued')));
}

/** A send the mailbox proved did not happen (rate limited): queued again, its deliveries taken back. */
export async function unsend(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(flashDeliveries).where(eq(flashDeliveries.applicationId, id));
    await tx
      .update(flashApplications)
      .set({ sendStatus: 'queued', sendStartedAt: null, updatedAt: new Date() })
      .where(and(eq(flashApplications.id, id), eq(flashApplications.sendStatus, 'sending')));
  });
}

/** A send that failed for sure: its deliveries are taken back so the person may try that recipient again. */
export async function failSend(db: Db, id: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(flashDeliveries).where(eq(flashDeliveries.applicationId, id));
    await finishSend(tx, id, { sendStatus: 'failed', sendError: error });
  });
}

/** Emails sent (or possibly sent) by the person in the last 24 hours, overall and to one company. */
export async function sentInLastDay(db: Db, userId: string, company?: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`
    select count(distinct application_id)::int as n from ${flashDeliveries}
    where user_id = ${userId} and created_at > now() - interval '24 hours'
      ${company === undefined ? sql`` : sql`and lower(company) = lower(${company})`}`,
  );
  return row?.n ?? 0;
}

/** Ends the batch when nothing is queued or sending. */
export async function settleSending(db: Db, batchId: string): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    update ${flashBatches} set status = 'done', finished_at = now(), worker = null
    where id = ${batchId} and status = 'sending'
      and not exists (select 1 from ${flashApplications} where batch_id = ${batchId} and send_status in ('queued', 'sending'))
    returning id`,
  );
  return rows.length > 0;
}

/** Whether any email of the batch went out, or may have. */
export async function anyWentOut(db: Db, batchId: string): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`select id from ${flashApplications} where batch_id = ${batchId} and send_status in ('sent', 'unknown') limit 1`,
  );
  return rows.length > 0;
}

/** Batches being sent whose process stopped beating (or never started), for the recovery job. */
export async function staleSendingBatches(db: Db, staleSeconds: number): Promise<string[]> {
  const rows = await query<{ id: string }>(
    db,
    sql`
    select id from ${flashBatches}
    where status = 'sending' and (heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ${staleSeconds}))`,
  );
  return rows.map((r) => r.id);
}

export async function history(db: Db, userId: string, page: number, pageSize: number) {
  const where = and(eq(flashApplications.userId, userId), ne(flashApplications.sendStatus, 'draft'));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(flashApplications)
      .where(where)
      .orderBy(desc(flashApplications.createdAt), asc(flashApplications.position))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(flashApplications)
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The rows' change stamp: the stream sends the batch again when this moves. */
export async function batchStamp(db: Db, batchId: string): Promise<string> {
  const [row] = await query<{ stamp: string }>(
    db,
    sql`
    select coalesce(max(a.updated_at)::text, '') || b.status || coalesce(b.confirmed_at::text, '') as stamp
    from ${flashBatches} b left join ${flashApplications} a on a.batch_id = b.id
    where b.id = ${batchId} group by b.id`,
  );
  return row?.stamp ?? '';
}
