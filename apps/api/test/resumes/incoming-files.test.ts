import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase } from '@jobbridge/db/testing';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { bearer, verifiedUser } from '../auth-helpers.ts';
import { setupApp, testConfig } from '../helper.ts';

/** Partial uploads (`files/resumes/.incoming-*`, src/modules/resumes/storage.ts) never stay behind (issue 11). */
const ctx = setupApp();
const dir = () => join(ctx.config.filesDir, 'resumes');
const incoming = (folder: string) => (existsSync(folder) ? readdirSync(folder).filter((f) => f.startsWith('.incoming-')) : []);

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/**
 * Sends the start of a 5 MB multipart upload over a real socket, waits until the server has started writing it
 * to disk, then drops the connection mid-body (a closed laptop lid, a dropped train connection).
 */
async function abortedUpload(port: number, url: string, token: string) {
  const boundary = '----jbabort';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="alias"\r\n\r\nHalf\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${bearer(token).authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(Buffer.alloc(256 * 1024, 0x41));
  expect(await until(() => incoming(dir()).length > 0, 20_000)).toBe(true);
  socket.destroy();
}

describe('partial uploads', () => {
  it('an upload whose connection drops mid-body leaves no .incoming file (resumes and profile import)', async () => {
    const { tokens } = await verifiedUser(ctx.app);
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    for (const url of ['/api/app/resumes', '/api/app/profiles/import']) {
      await abortedUpload(port, url, tokens.access_token);
      expect(await until(() => incoming(dir()).length === 0, 10_000), `${url}: ${incoming(dir()).join(', ')}`).toBe(true);
    }
    // The server still takes requests.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('old .incoming files (from a crash) are removed at start; recent ones and resumes are left alone', async () => {
    const config = testConfig();
    const folder = join(config.filesDir, 'resumes');
    mkdirSync(folder, { recursive: true });
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    writeFileSync(join(folder, '.incoming-0123456789abcdef01234567'), 'half a file');
    utimesSync(join(folder, '.incoming-0123456789abcdef01234567'), old, old);
    writeFileSync(join(folder, '.incoming-fedcba9876543210fedcba98'), 'being written right now');
    writeFileSync(join(folder, `${'a'.repeat(32)}.pdf`), '%PDF-1.7 a stored resume');
    utimesSync(join(folder, `${'a'.repeat(32)}.pdf`), old, old);

    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      expect(readdirSync(folder).sort()).toEqual(['.incoming-fedcba9876543210fedcba98', `${'a'.repeat(32)}.pdf`]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
