import { sessions, eq } from '@jobbridge/db';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, me, signup } from '../auth-helpers.ts';
import { setupApp } from '../helper.ts';

const ctx = setupApp();

const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

function claims(jwt: string) {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number; sub: string; sid: string };
}

describe('access tokens', () => {
  it('are short-lived JWTs with exp in seconds', async () => {
    const { tokens } = await signup(ctx.app);
    const c = claims(tokens.access_token);
    expect(c.exp - c.iat).toBe(900);
    expect(c.exp).toBeGreaterThan(Date.now() / 1000);
    expect(c.exp).toBeLessThan(Date.now() / 1000 + 901);
  });

  it('are refused when forged: alg none, another key, or an edited payload', async () => {
    const { tokens } = await signup(ctx.app);
    const c = claims(tokens.access_token);
    const header = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${header({ alg: 'none', typ: 'JWT' })}.${tokens.access_token.split('.')[1]}.`;
    const otherKey = await new SignJWT({ sid: c.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(c.sub)
      .setIssuer('jobbridge')
      .setAudience('jobbridge-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const [h, , s] = tokens.access_token.split('.');
    const edited = `${h}.${header({ ...c, exp: c.exp + 86_400 })}.${s}`;
    for (const token of [none, otherKey, edited]) {
      expect((await me(ctx.app, token)).statusCode).toBe(401);
    }
    expect((await me(ctx.app, tokens.access_token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: each refresh token works once and gives a new pair', async () => {
    const { tokens } = await signup(ctx.app);
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(ctx.app, next.access_token)).statusCode).toBe(200);
    const second = await refresh(next.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('treats reuse of an old refresh token as theft and revokes the whole family', async () => {
    const { tokens } = await signup(ctx.app);
    const rotated = (await refresh(tokens.refresh_token)).json();

    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');

    // The legitimate newer tokens of that family stop working too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(ctx.app, rotated.access_token)).statusCode).toBe(401);
    const sid = claims(tokens.access_token).sid;
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(session!.revokedReason).toBe('refresh token reused');
  });

  it('does not touch other sessions of the same user', async () => {
    const { user, tokens } = await signup(ctx.app);
    const other = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } })
    ).json();
    await refresh(tokens.refresh_token);
    await refresh(tokens.refresh_token); // reuse: revokes the first family only
    expect((await me(ctx.app, other.access_token)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    expect((await refresh('nope.nope')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session at once: its access and refresh tokens stop working', async () => {
    const { tokens } = await signup(ctx.app);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(tokens.access_token), payload: {} });
    expect(out.statusCode).toBe(204);
    expect((await me(ctx.app, tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it.each([
    ['no body at all', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['broken JSON', { headers: { 'content-type': 'application/json' }, payload: '{"refresh_token":' }],
    ['a refresh token that is not a string', { payload: { refresh_token: 42 } }],
    ['plain text', { headers: { 'content-type': 'text/plain' }, payload: 'bye' }],
  ])(
    'ends the session with %s (204), and the refresh token is dead afterwards',
    async (_name, extra: { headers?: Record<string, string>; payload?: unknown }) => {
      const { tokens } = await signup(ctx.app);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(tokens.access_token), ...extra.headers },
        ...(extra.payload === undefined ? {} : { payload: extra.payload as string }),
      });
      expect(out.statusCode, out.body).toBe(204);
      expect((await me(ctx.app, tokens.access_token)).statusCode).toBe(401);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
      // Again: still 204 (idempotent), nothing to end.
      const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(tokens.access_token) });
      expect(again.statusCode).toBe(204);
    },
  );

  it("ends the refresh token's session when sent as urlencoded form data", async () => {
    const { tokens } = await signup(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ refresh_token: tokens.refresh_token }).toString(),
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('also works with only the refresh token (an expired access token)', async () => {
    const { tokens } = await signup(ctx.app);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: tokens.refresh_token } });
    expect(out.statusCode).toBe(204);
    expect((await me(ctx.app, tokens.access_token)).statusCode).toBe(401);
  });
});
