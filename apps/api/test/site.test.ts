import { registerImports, seedDemo } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { build, setupApp } from './helper.ts';

describe('GET /api/site', () => {
  const ctx = setupApp();

  it('says the register is not imported yet and makes no claims by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.register).toBeNull();
    expect(body.claims).toBeNull();
    expect(body.demo).toBe(false);
    expect(body.contact.email).toBe('support@jobbridge.local');
    expect(body.auth).toEqual({ turnstileSiteKey: null, googleClientId: null, devMail: true });
  });

  it('states the latest register import and the demo marker once they exist', async () => {
    await seedDemo(ctx.database.db);
    await ctx.database.db.insert(registerImports).values([
      { source: 'old.csv', importedAt: new Date('2026-06-01T10:00:00Z'), rows: 140000, organisations: 125000 },
      { source: 'uk-sponsors-register-2026-07-24.csv', importedAt: new Date('2026-07-25T08:30:00Z'), rows: 142567, organisations: 127133 },
    ]);
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/site' })).json();
    expect(body.demo).toBe(true);
    expect(body.register).toEqual({
      importedAt: '2026-07-25T08:30:00.000Z',
      organisations: 127133,
      source: 'uk-sponsors-register-2026-07-24.csv',
      demo: false,
    });
  });
});

describe('operator claims', () => {
  it('appear only when the operator sets them', async () => {
    const { app, close } = await build({
      SITE_CLAIMS_EN: 'Authorised by Example Workspace',
      CONTACT_WECHAT_URL: 'https://u.wechat.com/abc',
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET: 'secret',
    });
    try {
      await app.ready();
      const body = (await app.inject({ method: 'GET', url: '/api/site' })).json();
      expect(body.claims).toEqual({ cn: 'Authorised by Example Workspace', en: 'Authorised by Example Workspace' });
      expect(body.contact.wechat).toBe('https://u.wechat.com/abc');
      expect(body.auth).toMatchObject({ turnstileSiteKey: 'site-key', googleClientId: 'client-1.apps.googleusercontent.com' });
      // The CSP lets exactly the configured sign-in helpers load.
      const csp = String((await app.inject({ method: 'GET', url: '/api/site' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com https:\/\/challenges\.cloudflare\.com/);
    } finally {
      await close();
    }
  });
});
