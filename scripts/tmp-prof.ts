import { readFileSync } from 'node:fs';
import { searchJobsQuery } from '@jobbridge/contracts';
import { createDb } from '@jobbridge/db';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchJobs } from '../apps/api/src/modules/jobs/search/search.ts';
const url = process.env.PG;
const database = url ? await createDb({ url }) : await createDb({ dataDir: process.argv[2]! });
const dialect = new PgDialect();
const stats = new Map<string, { n: number; ms: number }>();
const db = new Proxy(database.db, {
  get(t, p, r) {
    if (p !== 'execute') return Reflect.get(t, p, r);
    return async (st: never) => {
      const text = dialect.sqlToQuery(st).sql.replace(/\s+/g, ' ');
      const kind = text.includes('percentile') ? 'quantiles' : text.includes('pg_stats') ? 'freq' : text.includes('unnest(to_tsvector') ? 'lexemes' : text.includes('scanned') ? 'phrase' : text.includes('posted_at >=') ? 'since' : text.includes('limit $') && text.includes('job_search') && text.includes('(select * from') ? 'window' : text.includes('job_search') ? 'matches' : text.includes('left(j.description_text') ? 'cards' : text.slice(0, 30);
      const t0 = performance.now();
      const res = await t.execute(st);
      const s = stats.get(kind) ?? { n: 0, ms: 0 };
      s.n++; s.ms += performance.now() - t0; stats.set(kind, s);
      return res;
    };
  },
});
const lines = readFileSync(process.argv[3]!, 'utf8').split('\n').filter(Boolean).slice(0, Number(process.argv[4] ?? 200));
await searchJobs(db, searchJobsQuery.parse({ q: 'warm up' }), null);
await new Promise((r) => setTimeout(r, 3000));
stats.clear();
const times: number[] = [];
for (const line of lines) {
  const q = searchJobsQuery.parse(Object.fromEntries(Object.entries(JSON.parse(line)).map(([k, v]) => [k, String(v)])));
  const t0 = performance.now();
  await searchJobs(db, q, null);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
console.log(`n ${times.length} mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)} p50 ${pct(50)} p95 ${pct(95)} p99 ${pct(99)}`);
for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) console.log(`${k.padEnd(32)} n ${s.n} total ${s.ms.toFixed(0)} ms mean ${(s.ms / s.n).toFixed(1)}`);
await database.close();
