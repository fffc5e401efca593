import { query, sql } from '@jobbridge/db';
import { describe, expect, it } from 'vitest';
import { seedDemoJobs } from '../../src/modules/ingest/demo/seed.ts';
import { build } from '../helper.ts';

describe('demo jobs on first start', () => {
  it(
    'fills a fresh database once, marked as demo, without passing the demo register off as the real one',
    { timeout: 120_000 },
    async () => {
      const { app, database, config, close } = await build();
      try {
        expect(await seedDemoJobs(database.db, config)).toEqual({ seeded: true });
        const [jobs] = await query<{ n: number; demo: number; kinds: number }>(
          database.db,
          sql`
        select count(*)::int as n, count(*) filter (where is_demo)::int as demo, count(distinct verdict_kind)::int as kinds from jobs`,
        );
        expect(jobs).toEqual({ n: 300, demo: 300, kinds: 5 });
        const [licensed] = await query<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from jobs where verdict_kind = 'licensed_sponsor'`,
        );
        expect(licensed!.n).toBeGreaterThan(30);

        await app.ready();
        const site = (await app.inject({ method: 'GET', url: '/api/site' })).json();
        // The footer names the bundled demo register as such, never as an import of the Home Office's.
        expect(site.register).toMatchObject({ demo: true });

        expect(await seedDemoJobs(database.db, config)).toEqual({ seeded: false });
        const [again] = await query<{ n: number }>(database.db, sql`select count(*)::int as n from jobs`);
        expect(again!.n).toBe(300);
      } finally {
        await close();
      }
    },
  );

  it('is off when the operator says so (and by default in production)', async () => {
    const { database, config, close } = await build({ SEED_DEMO_DATA: 'false' });
    try {
      expect(await seedDemoJobs(database.db, config)).toEqual({ seeded: false });
    } finally {
      await close();
    }
  });
});
