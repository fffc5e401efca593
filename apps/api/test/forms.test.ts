import { feedback, jobPostRequests } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type FakeSmtp } from './fakes/smtp.ts';
import { startFakeTurnstile, type FakeTurnstile } from './fakes/turnstile.ts';
import { build, setupApp } from './helper.ts';

const ctx = setupApp();

describe('POST /api/forms/feedback', () => {
  it('stores the message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/feedback',
      headers: { 'accept-language': 'zh-CN' },
      payload: { title: '  搜索建议 ', description: '希望可以按城市筛选', name: '王小明', email: 'xiaoming@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(feedback);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.json().id, title: '搜索建议', name: '王小明', language: 'cn' });
  });

  it('is limited per address, with a clear message and Retry-After', async () => {
    const payload = { title: 't', description: 'd', name: 'n', email: 'n@example.com' };
    const headers = { 'accept-language': 'en' };
    let last;
    for (let i = 0; i < 11; i++) {
      last = await ctx.app.inject({ method: 'POST', url: '/api/forms/feedback', payload, headers, remoteAddress: '10.9.9.9' });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/forms/feedback', payload, headers, remoteAddress: '10.9.9.10' });
    expect(other.statusCode).toBe(201);
  });
});

describe('POST /api/forms/postjob', () => {
  it('stores a job link with an email or phone contact; notes are optional', async () => {
    const a = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/postjob',
      payload: { jobUrl: 'https://careers.example.co.uk/jobs/42', contact: '+44 20 7946 0000' },
    });
    expect(a.statusCode).toBe(201);
    const b = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/postjob',
      payload: { jobUrl: 'https://careers.example.co.uk/jobs/43', contact: 'hr@example.co.uk', notes: 'Sponsorship available' },
    });
    expect(b.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(jobPostRequests).orderBy(jobPostRequests.id);
    expect(rows.map((r) => [r.contact, r.notes])).toEqual([
      ['+44 20 7946 0000', null],
      ['hr@example.co.uk', 'Sponsorship available'],
    ]);
  });

  it('rejects a non-web link and a contact that is neither email nor phone', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/postjob',
      headers: { 'accept-language': 'en' },
      payload: { jobUrl: 'javascript:alert(1)', contact: 'call me' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(
      expect.arrayContaining([
        { field: 'jobUrl', message: 'Please enter a valid link starting with http:// or https://' },
        { field: 'contact', message: 'Please enter a valid email address or phone number' },
      ]),
    );
  });
});

describe('the operator is told of each submission', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('emails OPERATOR_EMAIL through the mail provider with what was sent', { timeout: 30_000 }, async () => {
    const app = await build({ SMTP_URL: smtp.url, OPERATOR_EMAIL: 'operator@jobbridge.test', QUEUE_ENABLED: 'false' });
    try {
      const post = await app.app.inject({
        method: 'POST',
        url: '/api/forms/postjob',
        payload: { jobUrl: 'https://careers.example.co.uk/jobs/7', contact: 'hr@example.co.uk', notes: 'Skilled Worker <b>route</b>' },
      });
      expect(post.statusCode).toBe(201);
      const mail = await smtp.waitFor((m) => m.subject?.includes(`Job to list #${post.json().id}`) ?? false);
      expect(mail.to?.map((a) => a.address)).toEqual(['operator@jobbridge.test']);
      expect(mail.text).toContain('https://careers.example.co.uk/jobs/7');
      expect(mail.text).toContain('hr@example.co.uk');
      expect(mail.html).toContain('Skilled Worker &lt;b&gt;route&lt;/b&gt;');

      const sent = await app.app.inject({
        method: 'POST',
        url: '/api/forms/feedback',
        payload: { title: 'Filter by county', description: 'Please add it', name: 'Ann', email: 'ann@example.com' },
      });
      expect(sent.statusCode).toBe(201);
      const note = await smtp.waitFor((m) => m.subject?.includes('Feedback #') ?? false);
      expect(note.subject).toContain('Filter by county');
      expect(note.text).toContain('ann@example.com');
    } finally {
      await app.close();
    }
  });

  it('without OPERATOR_EMAIL stores the submission and sends nothing', { timeout: 30_000 }, async () => {
    const before = smtp.messages.length;
    const app = await build({ SMTP_URL: smtp.url, QUEUE_ENABLED: 'false' });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/forms/feedback',
        payload: { title: 'No operator', description: 'd', name: 'n', email: 'n@example.com' },
      });
      expect(res.statusCode).toBe(201);
      expect(await app.database.db.select().from(feedback)).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.messages.length).toBe(before);
    } finally {
      await app.close();
    }
  });
});

describe('with the bot check configured', () => {
  let turnstile: FakeTurnstile;
  let app: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    turnstile = await startFakeTurnstile('forms-secret');
    app = await build({ TURNSTILE_SECRET: 'forms-secret', TURNSTILE_SITE_KEY: 'site', TURNSTILE_VERIFY_URL: turnstile.verifyUrl });
  });
  afterAll(async () => {
    await app.close();
    await turnstile.close();
  });

  it('needs a passed check, and stores nothing without one', async () => {
    const payload = { jobUrl: 'https://careers.example.co.uk/jobs/9', contact: '+44 20 7946 0000' };
    const refused = await app.app.inject({ method: 'POST', url: '/api/forms/postjob', payload, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('SECURITY_CHECK_REQUIRED');
    expect(await app.database.db.select().from(jobPostRequests)).toHaveLength(0);

    const passed = await app.app.inject({
      method: 'POST',
      url: '/api/forms/postjob',
      payload: { ...payload, turnstile_token: turnstile.issue() },
    });
    expect(passed.statusCode).toBe(201);
    expect(await app.database.db.select().from(jobPostRequests)).toHaveLength(1);
  });
});
