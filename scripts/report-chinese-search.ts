/**
 * `npm run report:chinese -- [--searches FILE] [--database-url URL]`: how well Chinese searches are understood,
 * and how many find nothing, over the real job postings of the shared data (loaded into a fresh database:
 * PGlite in memory, or an empty PostgreSQL database at URL).
 *
 * FILE has one search per line (a tab before the place box's text, if any; # starts a comment); the default is
 * scripts/chinese/searches.txt. A search is "understood" when every Chinese word in it was understood, "partly"
 * when some were, "not understood" when none were; "empty" when it finds no job.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { searchJobsQuery } from '@jobbridge/contracts';
import { createDb } from '@jobbridge/db';
import { sharedData } from '@jobbridge/test-data';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { parseCsv, type NormalizedJob } from '../apps/api/src/modules/ingest/index.ts';
import { parseSearch } from '../apps/api/src/modules/search/query.ts';
import { learnTowns } from '../apps/api/src/modules/search/chinese/towns.ts';
import { searchJobs } from '../apps/api/src/modules/search/search.ts';
import { storeJobs } from '../apps/api/src/modules/ingest/store.ts';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: join(import.meta.dirname, 'chinese', 'searches.txt') },
    'database-url': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const searches = readFileSync(values.searches, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [q = '', location = ''] = line.split('\t');
    return { q: q.trim(), location: location.trim() };
  });

const jobs: NormalizedJob[] = [];
for (const folder of ['jobs_collinshack_indeed_uk_2024', 'jobs_ishanv13_adzuna_reed_2026-04']) {
  const dir = sharedData(folder);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
    jobs.push(...parseCsv(readFileSync(join(dir, file), 'utf8'), { dateOrder: 'dmy' }));
  }
}

const url = values['database-url'];
const database = await createDb(url ? { url } : { memory: true });
try {
  await database.migrate();
  const stored = await storeJobs(database.db, jobs, { thresholds: loadConfig({}).thresholds });
  await learnTowns(database.db);
  const counts = { understood: 0, partly: 0, notUnderstood: 0, empty: 0 };
  for (const search of searches) {
    const query = searchJobsQuery.parse({ ...search, pageSize: '1' });
    const parsed = parseSearch(query);
    const result = await searchJobs(database.db, parsed, { cards: async () => [] });
    const kind = !parsed.notUnderstood.length ? 'understood' : parsed.understood.length ? 'partly' : 'notUnderstood';
    counts[kind]++;
    if (!result.total) counts.empty++;
    if (values.verbose || kind !== 'understood' || !result.total) {
      const seen = parsed.understood.map((u) => `${u.from}→${u.to}${u.kind === 'place' ? ' (place)' : ''}`).join(' · ');
      const unknown = parsed.notUnderstood.length ? `  not understood: ${parsed.notUnderstood.join(' ')}` : '';
      console.log(`${String(result.total).padStart(4)}  ${search.q}${search.location ? ` | ${search.location}` : ''}  ${seen}${unknown}`);
    }
  }
  const share = (n: number) => `${n} (${((100 * n) / searches.length).toFixed(0)}%)`;
  console.log(`\n${searches.length} searches over ${stored.stored} postings`);
  console.log(`understood:      ${share(counts.understood)}`);
  console.log(`partly:          ${share(counts.partly)}`);
  console.log(`not understood:  ${share(counts.notUnderstood)}`);
  console.log(`empty:           ${share(counts.empty)}`);
} finally {
  await database.close();
}
