import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_JWT_SECRET, loadConfig } from './env.ts';

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

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a'.repeat(48),
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      PUBLIC_URL: 'https://jobs.example/',
    });
    expect(config.isProduction).toBe(true);
    expect(config.devOutbox).toBe(false);
    expect(config.publicUrl).toBe('https://jobs.example');
  });

  it('treats empty optional values as unset', () => {
    expect(loadConfig({ SMTP_URL: '', SITE_CLAIMS_EN: '' }).devOutbox).toBe(true);
  });
});
