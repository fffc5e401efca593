import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { signup } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

// TRUST_PROXY on: a forwarded-for header must still not open the outbox to another machine.
const ctx = setupApp({ TRUST_PROXY: 'true' });

describe('the development outbox', () => {
  it('answers callers on this machine only', async () => {
    const { user } = await signup(ctx.app);
    const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(user.email)}`, remoteAddress, headers });

    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await read(local);
      expect(res.statusCode, local).toBe(200);
      expect(res.json()).toHaveLength(1);
    }
    for (const [remote, headers] of [
      ['192.168.1.20', {}],
      ['10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }],
      ['::ffff:192.168.1.20', {}],
    ] as const) {
      const res = await read(remote, headers);
      expect(res.statusCode, remote).toBe(403);
      expect(res.body).not.toContain('/email-verify');
    }
  });
});

describe('listening address', () => {
  it('is loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('the server-wide ceiling per address', () => {
  const limited = setupApp({ RATE_LIMIT_PER_MINUTE: '5' });

  it('answers 429 with Retry-After past the ceiling, for that address only; loopback is exempt', async () => {
    const get = (remoteAddress: string) => limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
    for (let i = 0; i < 5; i++) expect((await get('10.44.0.1')).statusCode).not.toBe(429);
    const over = await get('10.44.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('10.44.0.2')).statusCode).not.toBe(429);
    // This machine (tests, a local proxy) is not counted.
    for (let i = 0; i < 8; i++) expect((await get('127.0.0.1')).statusCode).not.toBe(429);
  });
});

describe('the ceiling with REDIS_URL set but Redis unreachable', () => {
  // Nothing listens on port 1: every count fails. The site stays up; the limits kept in the database still hold.
  const unreachable = setupApp({ RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:1' });

  it('answers every request instead of failing it', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.44.1.1' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('REDIS_URL must be a redis:// or rediss:// address', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/2' }).REDIS_URL).toBe('rediss://cache.internal:6380/2');
  });
});
