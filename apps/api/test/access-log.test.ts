import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from './helper.ts';

/** The access log at LOG_LEVEL=info keeps which route was asked, never the keys in its query string. */
const lines: string[] = [];
let app: App;
let close = async () => {};

beforeAll(async () => {
  const config = testConfig({ LOG_LEVEL: 'info' });
  const database = await createTestDatabase();
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

/** The URLs the request lines recorded for requests to `path`. */
function logged(path: string): string[] {
  return lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url?.startsWith(path) ? [entry.req.url] : []));
}

describe('the access log', () => {
  it("leaves out the OAuth callback's code and state", async () => {
    await app.inject({ method: 'GET', url: '/api/oauth/google/callback?state=STATE-SECRET-1&code=4%2F0AcodeSECRET&scope=gmail.send' });
    expect(logged('/api/oauth/google/callback')).toEqual(['/api/oauth/google/callback?[redacted]']);
    expect(lines.join('')).not.toMatch(/SECRET/);
  });

  it('leaves out any token parameter and keeps the others', async () => {
    await app.inject({ method: 'GET', url: '/api/health?lng=en&token=TOKEN-SECRET&access_token=AT-SECRET&page=2' });
    expect(logged('/api/health')).toEqual(['/api/health?lng=en&token=[redacted]&access_token=[redacted]&page=2']);
    await app.inject({ method: 'GET', url: '/api/health?lng=cn' });
    expect(logged('/api/health?lng=cn')).toEqual(['/api/health?lng=cn']);
    expect(lines.join('')).not.toMatch(/SECRET/);
  });
});
