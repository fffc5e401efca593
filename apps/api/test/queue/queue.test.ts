import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { emailTokens, query, refreshTokens, sessions, sql, throttles, users, type Db } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { mailRetryJob } from '../../src/queue/mail-retry.ts';
import { handRematchToServer, REMATCH_KEY, rematchEmployersJob } from '../../src/modules/ingest/jobs.ts';
import { authJobs } from '../../src/modules/auth/index.ts';
import { sweepIncomingJob } from '../../src/modules/resumes/jobs.ts';
import { jobs } from '../../src/queue/index.ts';
import type { NormalizedJob } from '../../src/modules/ingest/index.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { importRegister, readRegister } from '../../src/modules/sponsors/register.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();
const sweepAuthJob = authJobs.find((job) => job.name === 'sweep-auth')!;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const ids = async (db: Db, table: 'sessions' | 'refresh_tokens' | 'email_tokens') =>
  (await query<{ id: string }>(db, sql`select id from ${sql.identifier(table)} order by id`)).map((r) => r.id);

describe('the queue plugin', () => {
  it('starts with the app: each job has its queue, the sweeps run every hour and Flash recovery every minute', async () => {
    expect(ctx.app.queue.running).toBe(true);
    const boss = ctx.app.queue.boss!;
    const queues = (await boss.getQueues()).map((q) => q.name);
    // The test-only job exists only with QUEUE_TEST_JOBS.
    for (const job of jobs.filter((j) => j.name !== 'queue-test')) expect(queues).toContain(job.name);
    expect(await boss.getQueue('mail-retry')).toMatchObject({ policy: 'exclusive', retryBackoff: true, retryDelay: 60 });
    const schedules = (await boss.getSchedules()).map((s) => `${s.name} ${s.cron}`).sort();
    expect(schedules).toEqual([
      'flash-recover * * * * *',
      'refresh-due-sources * * * * *',
      'refresh-register 25 6 * * *',
      'sweep-auth 41 * * * *',
      'sweep-incoming 23 * * * *',
    ]);
  });

  it('checks payloads when sending and turns away a second job with the same key while the first waits', async () => {
    await expect(ctx.app.queue.send(mailRetryJob, { key: 'not-a-key', sealed: 'x' })).rejects.toThrow();
    const first = await ctx.app.queue.send(rematchEmployersJob, { source: 'test' }, { singletonKey: REMATCH_KEY, startAfter: 3600 });
    const second = await ctx.app.queue.send(rematchEmployersJob, { source: 'test' }, { singletonKey: REMATCH_KEY, startAfter: 3600 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await ctx.app.queue.boss!.deleteJob('rematch-employers', first!);
  });
});

describe('sweeps', () => {
  it('removes sessions, refresh tokens and email links nobody can use any more, and keeps the rest', async () => {
    const db = ctx.database.db;
    const [user] = await db.insert(users).values({ username: 'sweeper', email: 'sweeper@example.com', referralCode: 'SWEEP1' }).returning();
    const userId = user!.id;
    const session = (values: Partial<typeof sessions.$inferInsert>) =>
      db
        .insert(sessions)
        .values({ userId, expiresAt: hoursAgo(-24 * 30), ...values })
        .returning()
        .then((r) => r[0]!.id);
    const live = await session({});
    await session({ expiresAt: hoursAgo(48) });
    const expiredJustNow = await session({ expiresAt: hoursAgo(1) });
    const revokedLongAgo = await session({ revokedAt: hoursAgo(30) });
    const revokedJustNow = await session({ revokedAt: hoursAgo(2) });
    const token = (sessionId: string, usedAt: Date | null, hash: string) =>
      db
        .insert(refreshTokens)
        .values({ sessionId, tokenHash: hash, usedAt })
        .returning()
        .then((r) => r[0]!.id);
    const current = await token(live, null, 'h-current');
    const usedLastWeek = await token(live, hoursAgo(24 * 6), 'h-used-6d');
    await token(live, hoursAgo(24 * 8), 'h-used-8d');
    await token(revokedLongAgo, null, 'h-revoked');
    const link = (expiresAt: Date, usedAt: Date | null, hash: string) =>
      db
        .insert(emailTokens)
        .values({ userId, purpose: 'verify_email', tokenHash: hash, expiresAt, usedAt })
        .returning()
        .then((r) => r[0]!.id);
    const valid = await link(hoursAgo(-24), null, 'e-valid');
    const usedRecently = await link(hoursAgo(24), hoursAgo(40), 'e-used');
    const expiredLastWeek = await link(hoursAgo(24 * 6), null, 'e-6d');
    await link(hoursAgo(24 * 8), null, 'e-8d');
    await link(hoursAgo(24 * 9), hoursAgo(24 * 10), 'e-used-10d');

    await db.insert(throttles).values([
      { key: 'test:ended', count: 3, windowEndsAt: hoursAgo(1) },
      { key: 'test:open', count: 3, windowEndsAt: hoursAgo(-1) },
    ]);

    await ctx.app.queue.send(sweepAuthJob, {});
    await expect.poll(() => ids(db, 'sessions'), { timeout: 15_000, interval: 250 }).toEqual([live, expiredJustNow, revokedJustNow].sort());
    await expect
      .poll(async () => (await query<{ key: string }>(db, sql`select key from ${throttles} where key like 'test:%'`)).map((r) => r.key))
      .toEqual(['test:open']);
    await expect.poll(() => ids(db, 'refresh_tokens'), { timeout: 5_000 }).toEqual([current, usedLastWeek].sort());
    expect(await ids(db, 'email_tokens')).toEqual([valid, usedRecently, expiredLastWeek].sort());
  });

  it('removes partial uploads older than an hour from the file store, and nothing else', async () => {
    const dir = join(ctx.config.filesDir, 'resumes');
    await mkdir(dir, { recursive: true });
    const old = hoursAgo(2);
    for (const name of ['.incoming-old', '.incoming-new', 'a'.repeat(32) + '.pdf']) await writeFile(join(dir, name), 'x');
    await utimes(join(dir, '.incoming-old'), old, old);
    await utimes(join(dir, 'a'.repeat(32) + '.pdf'), old, old); // a stored resume, however old, stays

    await ctx.app.queue.send(sweepIncomingJob, {});
    await expect
      .poll(async () => (await readdir(dir)).sort(), { timeout: 15_000, interval: 250 })
      .toEqual(['.incoming-new', 'a'.repeat(32) + '.pdf']);
  });
});

describe('re-matching employers after a register import', () => {
  it('runs from the queue: a job of an employer that left the register loses its licence', async () => {
    const db = ctx.database.db;
    const header = 'Organisation Name,Town/City,County,Type & Rating,Route\r\n';
    await importRegister(db, readRegister(`${header}Quillfeather Analytics Ltd,Leeds,,Worker (A rating),Skilled Worker\r\n`), 'month 1');
    const job: NormalizedJob = {
      source: 'csv',
      externalId: 'q-1',
      url: null,
      title: 'Data Analyst',
      company: 'Quillfeather Analytics Ltd',
      location: 'Leeds',
      salaryMin: 45_000,
      salaryMax: 50_000,
      salaryPeriod: 'year',
      salaryCurrency: 'GBP',
      salaryText: null,
      salaryEstimated: false,
      descriptionHtml: '<p>Join our analytics team in Leeds.</p>',
      descriptionText: 'Join our analytics team in Leeds.',
      descriptionTruncated: false,
      postedAt: null,
      contractType: null,
      hours: null,
      remote: null,
      hrEmail: null,
      country: 'GB',
    };
    await storeJobs(db, [job], { thresholds: ctx.config.thresholds });
    const kind = async () => (await query<{ k: string }>(db, sql`select verdict_kind as k from jobs where external_id = 'q-1'`))[0]?.k;
    expect(await kind()).toBe('licensed_sponsor');

    await importRegister(db, readRegister(`${header}Someone Else Ltd,York,,Worker (A rating),Skilled Worker\r\n`), 'month 2');
    expect(await kind()).toBe('licensed_sponsor'); // not yet: the import alone leaves verdicts as they were
    await ctx.app.queue.send(rematchEmployersJob, { source: 'month 2' }, { singletonKey: REMATCH_KEY });
    await expect.poll(kind, { timeout: 15_000, interval: 250 }).toBe('not_on_register');
  });

  it('is handed to the running server by the import command on PostgreSQL; on PGlite the command does it itself', async () => {
    const queued = await handRematchToServer(ctx.database, 'register.csv');
    if (ctx.database.kind === 'pglite') {
      expect(queued).toBeNull();
      return;
    }
    expect(queued).toEqual(expect.any(String));
    const state = async () => (await ctx.app.queue.boss!.findJobs('rematch-employers', { id: queued! }))[0]?.state;
    await expect.poll(state, { timeout: 15_000, interval: 250 }).toBe('completed');
  });
});
