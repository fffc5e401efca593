import { query, sql } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper.ts';
import { startSmtp, type FakeSmtp } from '../fakes/smtp.ts';
import { linkToken, me, newUser, signup } from '../auth-helpers.ts';

describe('account emails when the mail server fails', () => {
  let smtp: FakeSmtp;
  let ctx: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    smtp = await startSmtp({ failFirst: 2 });
    ctx = await build({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://jobs.example', MAIL_RETRY_SECONDS: '1' });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('signs the user up at once and delivers the verification email on a later try, once, with a working link', async () => {
    const user = newUser();
    const { tokens } = await signup(ctx.app, user, { 'accept-language': 'en' });
    expect(smtp.messages).toHaveLength(0); // the first attempt was refused

    // Stored for retry, sealed: the link is not readable in the queue's table.
    const [job] = await query<{ data: { key: string; sealed: string }; singleton_key: string }>(
      ctx.database.db,
      sql`select data, singleton_key from pgboss.job where name = 'mail-retry'`,
    );
    expect(job!.singleton_key).toBe(job!.data.key);
    expect(JSON.stringify(job!.data)).not.toContain('email-verify');

    // Refused once more by the server (backoff), then delivered.
    const mail = await smtp.waitFor((m) => m.to?.[0]?.address === user.email, 20_000);
    expect(mail.subject).toBe('Verify your email for JobBridge');
    expect(mail.messageId).toBe(`<${job!.data.key}@jobs.example>`);
    const token = linkToken(mail.text!, 'https://jobs.example/email-verify?token=');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(res.json()).toEqual({ status: 'verified' });
    expect((await me(ctx.app, tokens.access_token)).json().email_verified).toBe(true);

    await expect
      .poll(
        async () =>
          (await query<{ state: string }>(ctx.database.db, sql`select state from pgboss.job where name = 'mail-retry'`))[0]?.state,
        { timeout: 10_000 },
      )
      .toBe('completed');
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.filter((m) => m.to?.[0]?.address === user.email)).toHaveLength(1);
  });

  it('sends the next email at once when the server accepts it, with no job queued', async () => {
    const user = newUser();
    await signup(ctx.app, user, { 'accept-language': 'en' });
    await smtp.waitFor((m) => m.to?.[0]?.address === user.email, 2_000);
    const [{ n }] = (await query<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'mail-retry'`,
    )) as [{ n: number }];
    expect(n).toBe(1); // only the first test's
  });
});

describe('account emails with the queue turned off', () => {
  let smtp: FakeSmtp;
  let ctx: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await build({ SMTP_URL: smtp.url, QUEUE_ENABLED: 'false' });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('tells the user the reset email failed, as nothing would try again', async () => {
    const user = newUser();
    await signup(ctx.app, user);
    await smtp.waitFor((m) => m.to?.[0]?.address === user.email);
    smtp.failNext(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({ code: 'RESET_EMAIL_FAILED', message: 'Failed to send reset email' });
    expect(ctx.app.queue.running).toBe(false);
  });
});
