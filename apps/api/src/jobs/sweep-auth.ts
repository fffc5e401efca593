import { query, sql, type Db } from '@jobbridge/db';
import { z } from 'zod';
import { defineJob } from './define.ts';

/**
 * Deletes sign-in and link records nobody can use any more, keeping a grace period in which they still
 * answer precisely: a revoked or expired session for a day (a reused refresh token is then still
 * recognised), a used refresh token for a week in a live session (reuse detection), and an email link
 * for a week after it expired ("already verified" rather than "invalid link").
 */
export async function sweepAuth(db: Db): Promise<{ sessions: number; refreshTokens: number; emailTokens: number }> {
  const [sessions] = await query<{ n: number }>(
    db,
    sql`
    with gone as (delete from sessions
      where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day' returning 1)
    select count(*)::int as n from gone`,
  );
  const [refreshTokens] = await query<{ n: number }>(
    db,
    sql`
    with gone as (delete from refresh_tokens where used_at < now() - interval '7 days' returning 1)
    select count(*)::int as n from gone`,
  );
  const [emailTokens] = await query<{ n: number }>(
    db,
    sql`
    with gone as (delete from email_tokens where expires_at < now() - interval '7 days' returning 1)
    select count(*)::int as n from gone`,
  );
  return { sessions: sessions!.n, refreshTokens: refreshTokens!.n, emailTokens: emailTokens!.n };
}

export const sweepAuthJob = defineJob({
  name: 'sweep-auth',
  payload: z.object({}),
  queue: () => ({ policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 86_400 }),
  schedule: { cron: '41 * * * *', payload: {} },
  async handler(_payload, { app, log }) {
    const removed = await sweepAuth(app.db);
    if (removed.sessions + removed.refreshTokens + removed.emailTokens) log.info(removed, 'removed expired sign-in records');
  },
});
