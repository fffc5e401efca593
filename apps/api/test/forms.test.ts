import { feedback, jobPostRequests } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { setupApp } from './helper.ts';

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
