import {
  and,
  asc,
  companies,
  desc,
  eq,
  flashApplications,
  flashBatches,
  flashBlocks,
  flashDeliveries,
  inArray,
  jobMarks,
  jobs,
  ne,
  or,
  query,
  sql,
  users,
  type Db,
  type DbOrTx,
} from '@jobbridge/db';
import type { ErrorCode } from '@jobbridge/contracts';
import { AppError } from '../../lib/app-error.ts';
import { updateMarks } from '../jobs/index.ts';
import { linksIn } from './links.ts';

/** Flash Apply's SQL (decision 034): batches, applications and the deliveries that keep a send from happening twice. */

export type BatchRow = typeof flashBatches.$inferSelect;
export type ApplicationRow = typeof flashApplications.$inferSelect;

export interface FlashJobRow {
  jobId: number;
  title: string;
  company: string;
  location: string | null;
  hrEmail: string | null;
  /** The employer's website, when known (a typed recipient at its domain is not marked). */
  website: string | null;
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
  website: companies.website,
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
    .leftJoin(companies, eq(companies.id, jobs.companyId))
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
    .leftJoin(companies, eq(companies.id, jobs.companyId))
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
  values: Partial<Pick<ApplicationRow, 'subject' | 'letter' | 'recipients' | 'outsideRecipients' | 'addedLinks' | 'checkedAt'>>,
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
  // The model's own links are not flagged; links the person adds later are (decision 052).
  const links = values.letter === undefined ? {} : { letterLinks: linksIn(`${values.subject ?? ''}\n${values.letter}`), addedLinks: [] };
  await db
    .update(flashApplications)
    .set({ ...values, ...links, updatedAt: new Date() })
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

/** Batches being written or sent, with their holder and how long since it beat (for recovery). */
export async function heldBatches(db: Db) {
  return query<{ id: string; status: 'generating' | 'sending'; worker: string | null; age: number | null }>(
    db,
    sql`
    select id, status, worker, extract(epoch from now() - heartbeat_at)::float8 as age
    from ${flashBatches} where status in ('generating', 'sending')`,
  );
}

/** The letters writer's heartbeat on its batch (only while the batch is being written). */
export async function beatGeneration(db: Db, batchId: string, worker: string): Promise<void> {
  await db
    .update(flashBatches)
    .set({ worker, heartbeatAt: new Date() })
    .where(and(eq(flashBatches.id, batchId), eq(flashBatches.status, 'generating')));
}

/** The batch's holder, still stale (or `gone`) as the statement runs. */
const holderStopped = (staleSeconds: number, gone: string | null) =>
  sql`(b.heartbeat_at is null or b.heartbeat_at < now() - make_interval(secs => ${staleSeconds})
    or (${gone}::text is not null and b.worker = ${gone}::text))`;

/**
 * Letters a stopped writer left 'generating' are waiting again. Returns whether the batch has letters waiting
 * (then a writer is to be started).
 */
export async function requeueLetters(db: Db, batchId: string, staleSeconds: number, gone: string | null): Promise<boolean> {
  await query(
    db,
    sql`
    update ${flashApplications} a set letter_status = 'waiting', generation_started_at = null, updated_at = now()
    from ${flashBatches} b
    where b.id = a.batch_id and b.id = ${batchId} and b.status = 'generating' and a.letter_status = 'generating'
      and ${holderStopped(staleSeconds, gone)}`,
  );
  const waiting = await query<{ id: string }>(
    db,
    sql`select id from ${flashApplications} where batch_id = ${batchId} and letter_status = 'waiting' and send_status = 'draft' limit 1`,
  );
  return waiting.length > 0;
}

/** A sending batch whose holder is gone from this machine: let go, so a sender takes it now. */
export async function letGo(db: Db, batchId: string, gone: string): Promise<void> {
  await db
    .update(flashBatches)
    .set({ worker: null })
    .where(and(eq(flashBatches.id, batchId), eq(flashBatches.worker, gone), eq(flashBatches.status, 'sending')));
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
    .set({ status: 'sending', confirmedAt: new Date(), quotaUseId, senderAddress, worker: null, heartbeatAt: null })
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

/** The daily caps a send is reserved against (decision 052). */
export interface SendCaps {
  emails: number;
  recipients: number;
  perCompany: number;
}

export type Reservation = { to: string[] } | { refused: ErrorCode };

/**
 * Reserves one email against the person's caps and marks it 'sending' with its deliveries, in one transaction
 * that holds the person's lock, so parallel senders (five per batch, batches in parallel, other processes) take
 * their turn: of two sends for the last place under a cap exactly one goes. The reservation is the row itself
 * ('sending', then 'sent' or 'unknown'); a failure that proves nothing went out ('failed', or queued again)
 * gives it back. Recipients this person already sent this job to are left out. Refused (over a cap, blocked,
 * nobody left to send to): 'failed' with the reason. Null when the email is no longer queued.
 */
export async function reserveSend(db: Db, app: ApplicationRow, caps: SendCaps): Promise<Reservation | null> {
  return db.transaction(async (tx) => {
    // PostgreSQL: one person's reservations one at a time. PGlite runs one transaction at a time anyway.
    await query(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`flash-send:${app.userId}`}, 0))`);
    const [row] = await query<{ recipients: string[] }>(
      tx,
      sql`select recipients from ${flashApplications} where id = ${app.id} and send_status = 'queued'`,
    );
    if (!row) return null;
    const refuse = async (code: ErrorCode) => {
      await tx
        .update(flashApplications)
        .set({ sendStatus: 'failed', sendError: code, updatedAt: new Date() })
        .where(eq(flashApplications.id, app.id));
      return { refused: code };
    };
    const wanted = [...new Set(row.recipients.map((r) => r.toLowerCase()))];
    const done =
      app.jobId === null
        ? []
        : (
            await tx
              .select({ recipient: flashDeliveries.recipient })
              .from(flashDeliveries)
              .where(
                and(
                  eq(flashDeliveries.userId, app.userId),
                  eq(flashDeliveries.jobId, app.jobId),
                  inArray(flashDeliveries.recipient, wanted),
                ),
              )
          ).map((r) => r.recipient);
    const to = wanted.filter((r) => !done.includes(r));
    const [used] = await query<{ blocked: boolean; emails: number; recipients: number; company: number }>(
      tx,
      sql`
      select exists (select 1 from ${flashBlocks} where user_id = ${app.userId}) as blocked,
        count(*)::int as emails,
        coalesce(sum(cardinality(recipients)), 0)::int as recipients,
        (count(*) filter (where lower(company) = lower(${app.company})))::int as company
      from ${flashApplications}
      where user_id = ${app.userId} and send_status in ('sending', 'sent', 'unknown')
        and send_started_at > now() - interval '24 hours'`,
    );
    if (used!.blocked) return refuse('FLASH_BLOCKED');
    if (!to.length) return refuse('FLASH_ALREADY_SENT');
    if (used!.emails + 1 > caps.emails) return refuse('FLASH_DAILY_LIMIT');
    if (used!.recipients + to.length > caps.recipients) return refuse('FLASH_DAILY_RECIPIENT_LIMIT');
    if (used!.company + 1 > caps.perCompany) return refuse('FLASH_COMPANY_DAILY_LIMIT');
    await tx
      .update(flashApplications)
      .set({ sendStatus: 'sending', sendStartedAt: new Date(), updatedAt: new Date() })
      .where(eq(flashApplications.id, app.id));
    if (app.jobId !== null)
      await tx
        .insert(flashDeliveries)
        .values(to.map((recipient) => ({ userId: app.userId, jobId: app.jobId!, recipient, applicationId: app.id, company: app.company })));
    return { to };
  });
}

/** A sent email and its job marked applied, in one transaction: a crash leaves both or neither. */
export async function markSent(db: Db, app: ApplicationRow, providerMessageId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await finishSend(tx, app.id, { sendStatus: 'sent', sendError: null, providerMessageId });
    if (app.jobId !== null) await markApplied(tx, app.userId, app.jobId);
  });
}

/** The job marked applied, unless it has been deleted since. */
async function markApplied(tx: DbOrTx, userId: string, jobId: number): Promise<void> {
  await updateMarks(tx, userId, jobId, { applied: true }).catch((err: unknown) => {
    if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
  });
}

/**
 * Sent emails of the last week whose job is not marked applied (a process stopped between the two before they
 * were one transaction): marked now. Returns how many.
 */
export async function repairAppliedMarks(db: Db): Promise<number> {
  const rows = await query<{ job_id: number }>(
    db,
    sql`
    insert into ${jobMarks} (user_id, job_id, applied_at)
    select distinct on (a.user_id, a.job_id) a.user_id, a.job_id, coalesce(a.sent_at, now())
    from ${flashApplications} a join ${jobs} j on j.id = a.job_id
    where a.send_status = 'sent' and a.send_started_at > now() - interval '7 days'
      and not exists (select 1 from ${jobMarks} m where m.user_id = a.user_id and m.job_id = a.job_id and m.applied_at is not null)
    order by a.user_id, a.job_id, a.sent_at
    on conflict (user_id, job_id) do update set applied_at = excluded.applied_at, updated_at = now()
    returning job_id`,
  );
  return rows.length;
}

/**
 * The person settles an email whose fate is unknown (decision 052): 'sent' records that it went (and marks the
 * job applied); 'resend' takes its deliveries back and queues it again, its batch sending again. Null when the
 * email is not the person's or not 'unknown'.
 */
export async function resolveUnknown(db: Db, userId: string, id: string, outcome: 'sent' | 'resend'): Promise<ApplicationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(flashApplications)
      .set(
        outcome === 'sent'
          ? { sendStatus: 'sent', sendError: null, sentAt: sql`coalesce(${flashApplications.sendStartedAt}, now())`, resolution: 'sent' }
          : { sendStatus: 'queued', sendError: null, sendStartedAt: null, resolution: 'resend' },
      )
      .where(and(eq(flashApplications.id, id), eq(flashApplications.userId, userId), eq(flashApplications.sendStatus, 'unknown')))
      .returning();
    if (!row) return null;
    await tx.update(flashApplications).set({ resolvedAt: new Date(), updatedAt: new Date() }).where(eq(flashApplications.id, id));
    if (outcome === 'sent') {
      if (row.jobId !== null) await markApplied(tx, userId, row.jobId);
    } else {
      await tx.delete(flashDeliveries).where(eq(flashDeliveries.applicationId, id));
      await tx
        .update(flashBatches)
        .set({ status: 'sending', finishedAt: null, worker: null, heartbeatAt: null })
        .where(eq(flashBatches.id, row.batchId));
    }
    const [fresh] = await tx.select().from(flashApplications).where(eq(flashApplications.id, id));
    return fresh!;
  });
}

/** Stops or restarts one account's sending (the operator's switch). Returns whether anything changed. */
export async function setBlocked(db: Db, userId: string, blocked: boolean, reason = ''): Promise<boolean> {
  const rows = blocked
    ? await db.insert(flashBlocks).values({ userId, reason }).onConflictDoNothing().returning({ id: flashBlocks.userId })
    : await db.delete(flashBlocks).where(eq(flashBlocks.userId, userId)).returning({ id: flashBlocks.userId });
  return rows.length > 0;
}

/** An account by its email (any case), username or id: the operator names it on the command line. */
export async function findAccount(db: Db, who: string): Promise<{ id: string; email: string } | undefined> {
  const id = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(who) ? who : null;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, who.toLowerCase()), eq(users.username, who), id ? eq(users.id, id) : undefined));
  return row;
}

export async function blockedAccounts(db: Db) {
  return db
    .select({ email: users.email, reason: flashBlocks.reason, createdAt: flashBlocks.createdAt })
    .from(flashBlocks)
    .innerJoin(users, eq(users.id, flashBlocks.userId))
    .orderBy(desc(flashBlocks.createdAt));
}

export async function isBlocked(db: DbOrTx, userId: string): Promise<boolean> {
  return (await db.select({ id: flashBlocks.userId }).from(flashBlocks).where(eq(flashBlocks.userId, userId))).length > 0;
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

/** An email refused before any call (its resume or mailbox is gone): failed without a send. */
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
