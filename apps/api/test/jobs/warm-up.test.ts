import { searchJobsQuery } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoJobs } from '../../src/modules/ingest/index.ts';
import { warmUpSearches } from '../../src/modules/search/index.ts';
import { knownStems } from '../../src/modules/search/facts.ts';
import { warmUp } from '../../src/warm-up.ts';
import { build } from '../helper.ts';

describe('warming up a starting server', () => {
  it('is not ready until warm, then answers /api/ready with 200; its searches come from the data and all answer', async () => {
    const { app, database, config, close } = await build();
    try {
      await seedDemoJobs(database.db, config);
      const cold = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(cold.statusCode).toBe(503);
      expect(cold.json()).toMatchObject({ status: 'warming' });
      expect(cold.headers['cache-control']).toBe('no-store');

      expect(knownStems(database.db, 'engineer')).toBeUndefined();
      const searches = await warmUpSearches(database.db);
      // The stems of the newest ads' commonest title words are read at once, not on each word's first search.
      expect(knownStems(database.db, 'engineer')).toEqual(['engin']);
      // The commonest words and towns of these jobs, each in several forms, and a Chinese search.
      expect(searches.length).toBeGreaterThan(50);
      expect(searches.some((qs) => new URLSearchParams(qs).get('location') === 'london')).toBe(true);
      for (const qs of searches.slice(0, 12).concat(searches.slice(-1))) {
        expect(searchJobsQuery.safeParse(Object.fromEntries(new URLSearchParams(qs))).success).toBe(true);
        const res = await app.inject({ method: 'GET', url: `/api/jobs/search?${qs}`, remoteAddress: '192.0.2.1' });
        expect(res.statusCode).toBe(200);
      }
      const common = await app.inject({ method: 'GET', url: `/api/jobs/search?${searches.find((qs) => qs.startsWith('q='))}` });
      expect(common.json().total).toBeGreaterThan(0);

      const warm = await warmUp(app);
      // On PostgreSQL the server sends itself every search; the embedded database only loads the facts.
      expect(warm.searches).toBe(database.kind === 'postgres' ? searches.length : 0);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready' });

      await database.close();
      const down = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'degraded' });
    } finally {
      await close();
    }
  }, 120_000);
});
