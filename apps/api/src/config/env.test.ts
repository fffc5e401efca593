import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ConfigError, DEV_JWT_SECRET, DEV_STRIPE_WEBHOOK_SECRET, loadConfig } from './env.ts';

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://user:pass@mail.example:587',
  PUBLIC_URL: 'https://jobs.example/',
  GOOGLE_CLIENT_ID: 'jobs.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'GOCSPX-env-test',
  SECRETS_KEY: 'q3N0dF9wK2JZc1RmV0l4eUxtR2hYc3JwOEpkQ3RvWk0=',
};
const randomSecret = () => randomBytes(36).toString('base64');

describe('loadConfig', () => {
  it('starts with no keys at all: port 3000, embedded database, development outbox', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.devOutbox).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.SITE_CLAIMS_EN).toBeUndefined();
  });

  it('lets PORT and DATA_DIR run several copies side by side', () => {
    const config = loadConfig({ PORT: '3100', DATA_DIR: '/tmp/copy-2' });
    expect(config.PORT).toBe(3100);
    expect(config.dataDir).toBe('/tmp/copy-2');
    expect(config.filesDir).toBe('/tmp/copy-2/files');
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('LOG_LEVEL');
      expect(problems).toContain('DATABASE_URL');
    }
  });

  it('refuses to start in production with the development defaults', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/JWT_SECRET[\s\S]*SMTP_URL[\s\S]*PUBLIC_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET, SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://x.example' }),
    ).toThrowError(/JWT_SECRET/);
  });

  it.each([
    ['32 × a', 'a'.repeat(32)],
    ['a repeated word', 'jobbridge1jobbridge1jobbridge1jobbridge1'],
    ['a run of neighbours', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['few distinct characters', '0101101001011010011010010110100101'],
    ["the .env.example's placeholder", 'at-least-32-characters-of-random-text'],
    ['a change-me value', 'please-change-me-7Hq2xZ9wLk4Pv8Rt3Ym6'],
  ])('refuses a production JWT_SECRET that is %s', (_name, secret) => {
    expect(() => loadConfig({ ...production, JWT_SECRET: secret })).toThrowError(/JWT_SECRET: production needs a random secret/);
  });

  it("refuses the development Stripe webhook secret, a weak one, and Cloudflare's testing Turnstile secrets in production", () => {
    const base = { ...production, JWT_SECRET: randomSecret() };
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET })).toThrowError(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET })).toThrowError(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: `whsec_${'1'.repeat(32)}` })).toThrowError(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: `whsec_${randomSecret()}` }).payments).toBe(
      'stripe',
    );
    for (const secret of ['1x0000000000000000000000000000000AA', '2x0000000000000000000000000000000AA'])
      expect(() => loadConfig({ ...base, TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET: secret })).toThrowError(
        /TURNSTILE_SECRET/,
      );
    // Development keeps working with the development values.
    expect(
      loadConfig({ STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET, TURNSTILE_SECRET: '1x0000000000000000000000000000000AA' })
        .stripeWebhookSecret,
    ).toBe(DEV_STRIPE_WEBHOOK_SECRET);
  });

  it('accepts random secrets: 16 random bytes as hex, 36 as base64', () => {
    for (let i = 0; i < 200; i++) {
      expect(() => loadConfig({ ...production, JWT_SECRET: randomBytes(16).toString('hex') })).not.toThrow();
      expect(() => loadConfig({ ...production, JWT_SECRET: randomSecret() })).not.toThrow();
    }
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({ ...production, JWT_SECRET: randomSecret() });
    expect(config.isProduction).toBe(true);
    expect(config.devOutbox).toBe(false);
    expect(config.publicUrl).toBe('https://jobs.example');
  });

  it('treats empty optional values as unset', () => {
    expect(loadConfig({ SMTP_URL: '', SITE_CLAIMS_EN: '' }).devOutbox).toBe(true);
  });
});
