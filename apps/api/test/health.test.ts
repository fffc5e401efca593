import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';

describe('GET /api/health', () => {
  it('is 200 while the database answers and 503 once it does not', async () => {
    const { app, database, close } = await build();
    try {
      const ok = await app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', db: 'ok', database: expect.stringMatching(/pglite|postgres/) });
      expect(ok.headers['cache-control']).toBe('no-store');

      await database.close();
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'degraded', db: 'down' });
    } finally {
      await close();
    }
  });
});
