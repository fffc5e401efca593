import { searchJobsQuery } from '@jobbridge/contracts';
import { eq, jobSearch, jobSearchRecent, jobs, query, sql, type Database, type SQL } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearch, resolvePlace, type Place } from '../../src/modules/search/query.ts';
import { readWords } from '../../src/modules/search/words.ts';
import { analyzeSearch } from '../../src/modules/ingest/repository.ts';
import { relatedRows } from '../../src/modules/jobs/repository.ts';
import { postedQuantiles } from '../../src/modules/search/repository.ts';
import {
  cityJobsSql,
  dayTokens,
  lexemesSql,
  type Lookup,
  matchesSql,
  RECENT_DAYS,
  tableFor,
  wordFrequenciesSql,
} from '../../src/modules/search/repository.ts';

// The statements the search builds, run on a real database holding a handful of known jobs.
let database: Database;
const DAY = 86_400_000;
const now = Date.now();

interface Fixture {
  key: string;
  title: string;
  location: string;
  city: string;
  daysAgo: number;
  verdictKind?: string;
  salaryStatus?: string;
  contractType?: string;
  remote?: string;
  routes?: string[];
  annualMax?: number;
  description?: string;
}

const FIXTURES: Fixture[] = [
  {
    key: 'nurse-leeds',
    title: 'Staff Nurse',
    location: 'Leeds, West Yorkshire',
    city: 'leeds',
    daysAgo: 1,
    verdictKind: 'licensed_sponsor',
    routes: ['Skilled Worker'],
    annualMax: 32_000,
  },
  {
    key: 'nurses-london',
    title: 'Theatre Nurses',
    location: 'Canary Wharf, London',
    city: 'london',
    daysAgo: 2,
    contractType: 'contract',
    annualMax: 45_000,
  },
  {
    key: 'analyst-london',
    title: 'Data Analyst',
    location: 'London',
    city: 'london',
    daysAgo: 3,
    verdictKind: 'offers_sponsorship',
    remote: 'hybrid',
    annualMax: 50_000,
  },
  {
    key: 'mentions-nurse',
    title: 'Receptionist',
    location: 'Leeds',
    city: 'leeds',
    daysAgo: 4,
    description: `Front desk of a clinic where a nurse works. ${'Patients arrive and leave all day. '.repeat(20)}Zebrafish tank.`,
  },
  {
    key: 'remote-analyst',
    title: 'Senior Data Analyst',
    location: 'Remote',
    city: 'remote',
    daysAgo: 5,
    remote: 'remote',
    salaryStatus: 'meets',
    annualMax: 70_000,
  },
  {
    key: 'old-analyst',
    title: 'Analyst',
    location: '50% Office_Park',
    city: '50% office_park',
    daysAgo: 40,
    verdictKind: 'no_sponsorship',
  },
];
const idOf = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const f of FIXTURES) {
    const [row] = await database.db.insert(jobs).values(base(f.key, f)).returning({ id: jobs.id });
    idOf.set(f.key, row!.id);
  }
});

function base(key: string, f: Partial<Fixture> = {}) {
  return {
    source: 'csv',
    externalId: key,
    dedupeKey: key,
    title: f.title ?? key,
    companyName: 'Example Employer Ltd',
    location: f.location ?? 'Leeds',
    city: f.city ?? 'leeds',
    descriptionHtml: `<p>${f.description ?? 'A job.'}</p>`,
    descriptionText: f.description ?? 'A job.',
    postedAt: new Date(now - (f.daysAgo ?? 60) * DAY),
    contractType: f.contractType ?? 'permanent',
    remote: f.remote ?? 'onsite',
    verdict: {},
    verdictKind: f.verdictKind ?? 'unknown',
    salaryStatus: f.salaryStatus ?? 'unknown',
    routes: f.routes ?? [],
    salaryAnnualMax: f.annualMax ?? null,
  };
}
afterAll(() => database.close());

const parse = (qs: string) => parseSearch(searchJobsQuery.parse(Object.fromEntries(new URLSearchParams(qs))));
const keysOf = async (statement: SQL) => {
  const rows = await query<{ id: number }>(database.db, statement);
  const byId = new Map([...idOf].map(([k, id]) => [id, k]));
  return rows.map((r) => byId.get(Number(r.id)));
};
const NONE: Place = { kind: 'none' };
/** The plan of a statement where the planner must choose between indexes (no table scan to fall back on). */
const planOf = (statement: SQL) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await query<{ 'QUERY PLAN': string }>(tx as unknown as typeof database.db, sql`explain ${statement}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });

describe('the search SQL', () => {
  it('finds the words with English stemming over title, employer and the description, newest first, ranked', async () => {
    {
      const s = parse('q=nurse');
      expect(await keysOf(matchesSql(s, NONE, { limit: 10 }))).toEqual(['nurse-leeds', 'nurses-london', 'mentions-nurse']);
      const rows = await query<{ id: number; rank: number }>(database.db, matchesSql(s, NONE, { limit: 10 }));
      const rank = new Map(rows.map((r) => [Number(r.id), Number(r.rank)]));
      expect(rank.get(idOf.get('nurse-leeds')!)).toBeGreaterThan(rank.get(idOf.get('mentions-nurse')!)!);
      const byTime = await query<Record<string, unknown>>(database.db, matchesSql(parse('q=nurse&sort=time'), NONE, { limit: 10 }));
      expect(byTime[0]).not.toHaveProperty('rank');
      expect(await keysOf(matchesSql(parse('q=example employer'), NONE, { limit: 1 }))).toEqual(['nurse-leeds']);
    }
  });

  it('reads only the opening of a long description', async () => {
    expect(await keysOf(matchesSql(parse('q=zebrafish'), NONE, { limit: 10 }))).toEqual([]);
    expect(await keysOf(matchesSql(parse('q=clinic'), NONE, { limit: 10 }))).toEqual(['mentions-nurse']);
  });

  it('reads the limit, so the caller knows there are more', async () => {
    {
      expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 3 }))).toEqual(['analyst-london', 'remote-analyst', 'old-analyst']);
      expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 2 }))).toEqual(['analyst-london', 'remote-analyst']);
    }
  });

  it('matches a known town on its token, other place text on the words of the location, and remote', async () => {
    {
      const keys = (place: Place) => keysOf(matchesSql(parse('location=x'), place, { limit: 10 }));
      expect(await keys({ kind: 'city', city: 'London' })).toEqual(['nurses-london', 'analyst-london']);
      expect(await keys(resolvePlace({ kind: 'named', city: 'canary wharf', text: 'Wharf' }, false))).toEqual(['nurses-london']);
      expect(await keys({ kind: 'text', city: 'x', text: 'canary wh' })).toEqual(['nurses-london']);
      // Only the last word may be begun; the others are whole words.
      expect(await keys({ kind: 'text', city: 'x', text: 'canary wharf' })).toEqual(['nurses-london']);
      expect(await keys({ kind: 'text', city: 'x', text: 'can wharf' })).toEqual([]);
      expect(await keys({ kind: 'text', city: 'x', text: "Park, Office's" })).toEqual([]);
      expect(await keys({ kind: 'text', city: 'x', text: 'office park' })).toEqual(['old-analyst']);
      expect(await keys({ kind: 'text', city: 'x', text: '%_' })).toEqual([]);
      expect(await keys({ kind: 'remote' })).toEqual(['remote-analyst']);
    }
  });

  it('applies every filter: verdict, route, pay, threshold, date, contract and remote', async () => {
    {
      const keys = (qs: string) => keysOf(matchesSql(parse(qs), NONE, { limit: 10 }));
      expect(await keys('q=nurse&verdict=licensed_sponsor,offers_sponsorship')).toEqual(['nurse-leeds']);
      expect(await keys('q=analyst&verdict=licensed_sponsor,offers_sponsorship')).toEqual(['analyst-london']);
      expect(await keys('q=nurse&route=Skilled%20Worker')).toEqual(['nurse-leeds']);
      expect(await keys('q=nurse&route=skilled%20worker')).toEqual(['nurse-leeds']);
      expect(await keys('q=nurse&minSalary=40000')).toEqual(['nurses-london']);
      expect(await keys('q=analyst&meetsThreshold=true')).toEqual(['remote-analyst']);
      expect(await keys('q=analyst&salaryStatus=meets')).toEqual(['remote-analyst']);
      expect(await keys('q=analyst&postedWithin=7')).toEqual(['analyst-london', 'remote-analyst']);
      expect(await keys('q=nurse&contractType=contract')).toEqual(['nurses-london']);
      expect(await keys('q=analyst&remote=hybrid,remote')).toEqual(['analyst-london', 'remote-analyst']);
    }
  });

  it('samples the facets without the facet filters, but with the words, the place and the other filters', async () => {
    const s = parse('q=analyst&verdict=no_sponsorship&remote=remote&postedWithin=30');
    expect(await keysOf(matchesSql(s, NONE, { limit: 10 }))).toEqual([]);
    expect(await keysOf(matchesSql(s, NONE, { limit: 10, withFacetFilters: false }))).toEqual(['analyst-london', 'remote-analyst']);
  });

  it('checks phrases and left-out words over the matches of the other words, and says how many it looked at', async () => {
    {
      const rows = (qs: string) => query<{ id: number; scanned: number }>(database.db, matchesSql(parse(qs), NONE, { limit: 10 }));
      expect(await keysOf(matchesSql(parse('q="data analyst"'), NONE, { limit: 10 }))).toEqual(['analyst-london', 'remote-analyst']);
      // None passes: one row without a job still says how many were checked.
      expect(await rows('q="analyst data"')).toEqual([expect.objectContaining({ id: null, scanned: 2 })]);
      expect((await rows('q="data analyst"&sort=time'))[0]!.scanned).toBe(2);
      expect(await keysOf(matchesSql(parse('q=analyst -senior'), NONE, { limit: 10 }))).toEqual(['analyst-london', 'old-analyst']);
      expect((await rows('q=analyst -senior'))[0]!.scanned).toBe(3);
    }
  });

  it('reads a left-out word wherever websearch_to_tsquery reads one, and nowhere else', async () => {
    // A word PostgreSQL leaves out but the search took for a word to look for sized the search as if the word were
    // required ("care assistant - nights": the whole table through the index, 0.4 s at a million jobs).
    const texts = [
      'care -nights',
      'care - nights',
      'care (-nights)',
      'care &-nights',
      'care -(nights shift)',
      'care - "night shift"',
      'care -3 days',
      'care -–nights',
      '-care nights',
      'care or - nights',
      'care - -nights',
      '--help',
      'care --nights',
      'care ---nights',
      'e-commerce',
      '2-3 days',
      'care-nights',
      'care- nights',
      'care -',
      'x-ray technician',
    ];
    for (const text of texts) {
      const [row] = await query<{ q: string }>(database.db, sql`select websearch_to_tsquery('english', ${text})::text as q`);
      // A word left out an odd number of times ("!'night'", "!!!'night'"); twice, "!!'night'" is night.
      expect(readWords(text).exact, `${text} => ${row!.q}`).toBe(!/(^|[^!])(!!)*!(?!!)/.test(row!.q));
      // The query sent is the same without the minuses that undo each other: "!!'help'" is 'help', which an index
      // can look up (a negation read the whole table).
      const [sent] = await query<{ q: string }>(
        database.db,
        sql`select websearch_to_tsquery('english', ${readWords(text).query})::text as q`,
      );
      expect(sent!.q, text).toBe(row!.q.replace(/(!!)+/g, ''));
    }
  });

  it('looks only at the newest ads when given a window', async () => {
    // The three newest ads hold one analyst; the whole table holds three.
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 10, window: 3 }))).toEqual(['analyst-london']);
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 10, window: 5 }))).toEqual(['analyst-london', 'remote-analyst']);
  });

  it('checks a phrase over the newest ads only when given a window', async () => {
    expect(await keysOf(matchesSql(parse('q="data analyst"'), NONE, { limit: 10, window: 3 }))).toEqual(['analyst-london']);
  });

  it('looks only at the ads of the given days, through the index', async () => {
    const today = Math.floor(now / DAY);
    const days = (from: number, to: number) => ({ first: today - to, last: today - from });
    // Analysts 3, 5 and 40 days ago.
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 10, days: days(0, 3) }))).toEqual(['analyst-london']);
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 10, days: days(4, 41) }))).toEqual(['remote-analyst', 'old-analyst']);
    expect(await keysOf(matchesSql(parse('q="data analyst"'), NONE, { limit: 10, days: days(0, 5) }))).toEqual([
      'analyst-london',
      'remote-analyst',
    ]);
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 10, days: days(10, 10) }))).toEqual([]);
    // Every stretch of days, each ad's day alone and with its neighbours (the tokens are blocks of 1 to 32 days).
    for (const [from, to] of [
      [0, 0],
      [3, 3],
      [2, 3],
      [3, 4],
      [0, 40],
      [3, 38],
      [5, 40],
      [40, 40],
      [41, 200],
    ] as const) {
      const expected = [
        ['analyst-london', 3],
        ['remote-analyst', 5],
        ['old-analyst', 40],
      ].filter(([, ago]) => (ago as number) >= from && (ago as number) <= to);
      expect(await keysOf(matchesSql(parse('q=analyst'), NONE, { limit: 10, days: days(from, to) }))).toEqual(expected.map(([k]) => k));
    }
  });

  it('finds matches outside a window through the word index, never by walking the date index for a small limit', async () => {
    // Without a table scan to fall back on, the planner picks between the two indexes: for `limit 1` reading the
    // newest ads in date order costs it least, unless the statement keeps it from that (newestWhere).
    const whole = await planOf(matchesSql(parse('q=porter'), NONE, { limit: 1 }));
    expect(whole).toContain('job_search_doc_idx');
    expect(whole).not.toContain('job_search_posted_idx');
    // The window is the one slice read in date order.
    expect(await planOf(matchesSql(parse('q=porter'), NONE, { limit: 1, window: 3 }))).toContain('job_search_posted_idx');
  });

  it('looks up only the entries it is told to, and checks the whole search on each ad the index finds', async () => {
    const keys = (qs: string, lookup: Lookup) => keysOf(matchesSql(parse(qs), NONE, { limit: 10, lookup }));
    // "data" is checked on the analysts the index finds.
    expect(await keys('q=data analyst', { stems: ['analyst'], parts: [] })).toEqual(['analyst-london', 'remote-analyst']);
    // A filter checked on the analysts, and a word checked on the ads of a route.
    expect(await keys('q=analyst&verdict=licensed_sponsor,offers_sponsorship', { stems: ['analyst'], parts: [] })).toEqual([
      'analyst-london',
    ]);
    expect(await keys('q=nurse&route=Skilled%20Worker', { stems: [], parts: [['rt:skilled worker']] })).toEqual(['nurse-leeds']);
    // A phrase over the positive words' matches, with a filter and a day condition of their own.
    const today = Math.floor(now / DAY);
    const phrase = matchesSql(parse('q="data analyst"&remote=remote'), NONE, {
      limit: 10,
      days: { first: today - 10, last: today },
      lookup: { stems: ['analyst'], parts: [] },
    });
    expect(await keysOf(phrase)).toEqual(['remote-analyst']);
    // The index is asked for the lookup alone; the planner cannot give the check back to it.
    const plan = await planOf(
      matchesSql(parse('q=data analyst&remote=hybrid'), NONE, { limit: 10, lookup: { stems: ['analyst'], parts: [] } }),
    );
    expect(plan).toMatch(/Index Cond: \(doc @@ '''analyst'''::tsquery\)/);
    expect(plan).toContain('ts_match_vq(doc,');
  });

  it('pages in time order from the offset', async () => {
    const page = (qs: string) => keysOf(matchesSql(parse(qs), NONE, { limit: 2, offset: 1, idsOnly: true }));
    expect(await page('q=analyst')).toEqual(['remote-analyst', 'old-analyst']);
  });

  it('answers the facts the search plans with: known towns, the words as stored, how often words and tokens occur, the dates', async () => {
    expect(await query(database.db, cityJobsSql('Leeds'))).toEqual([{ n: 1 }]);
    expect(await query(database.db, cityJobsSql('york'))).toEqual([{ n: 0 }]);
    const words = await query<{ word: string; lexeme: string }>(database.db, lexemesSql(['nurses', 'and', 'analysts']));
    expect(words.map((w) => `${w.word}:${w.lexeme}`).sort()).toEqual(['analysts:analyst', 'nurses:nurs']);
    await database.db.execute(sql`analyze ${jobSearch}`);
    const freq = new Map(
      (await query<{ word: string; freq: number }>(database.db, wordFrequenciesSql())).map((r) => [r.word, Number(r.freq)]),
    );
    expect(freq.get('analyst')).toBeCloseTo(3 / 6, 1);
    expect(freq.get('c:leeds')).toBeCloseTo(2 / 6, 1);
    const dates = await postedQuantiles(database.db);
    expect(dates.n).toBe(FIXTURES.length);
    expect(dates.quantiles).toHaveLength(201);
    expect(dates.quantiles[0]).toBeCloseTo(now - DAY, -3);
    expect(dates.quantiles[200]).toBeCloseTo(now - 40 * DAY, -3);
  });

  it('keeps the search copy in step with the jobs: a changed ad is found by its new words, a deleted one is gone', async () => {
    const id = idOf.get('mentions-nurse')!;
    await database.db.update(jobs).set({ title: 'Clinic Porter' }).where(eq(jobs.id, id));
    expect(await keysOf(matchesSql(parse('q=porter'), NONE, { limit: 10 }))).toEqual(['mentions-nurse']);
    await database.db
      .update(jobs)
      .set({ routes: ['Skilled Worker'] })
      .where(eq(jobs.id, id));
    expect(await keysOf(matchesSql(parse('q=porter&route=Skilled Worker'), NONE, { limit: 10 }))).toEqual(['mentions-nurse']);
    // A new date moves the ad to its new day.
    const day = (daysAgo: number) => ({ first: Math.floor(now / DAY) - daysAgo, last: Math.floor(now / DAY) - daysAgo });
    await database.db
      .update(jobs)
      .set({ postedAt: new Date(now - 20 * DAY) })
      .where(eq(jobs.id, id));
    expect(await keysOf(matchesSql(parse('q=porter'), NONE, { limit: 10, days: day(20) }))).toEqual(['mentions-nurse']);
    expect(await keysOf(matchesSql(parse('q=porter'), NONE, { limit: 10, days: day(4) }))).toEqual([]);
    await database.db
      .update(jobs)
      .set({ title: 'Receptionist', routes: [], postedAt: new Date(now - 4 * DAY) })
      .where(eq(jobs.id, id));
    const [extra] = await database.db
      .insert(jobs)
      .values({ ...base('gone'), title: 'Porter' })
      .returning({ id: jobs.id });
    expect(await query(database.db, sql`select 1 from ${jobSearch} where job_id = ${extra!.id}`)).toHaveLength(1);
    await database.db.delete(jobs).where(eq(jobs.id, extra!.id));
    expect(await query(database.db, sql`select 1 from ${jobSearch} where job_id = ${extra!.id}`)).toHaveLength(0);
  });

  it('keeps the ads of the last eight days in the recent table too, and reads the newest days from it', async () => {
    const recent = async () =>
      (await query<{ id: number }>(database.db, sql`select job_id as id from ${jobSearchRecent} order by job_id`)).map((r) => Number(r.id));
    const young = FIXTURES.filter((f) => f.daysAgo <= 8).map((f) => idOf.get(f.key)!);
    expect(await recent()).toEqual(young.sort((a, b) => a - b));
    // Only the newest RECENT_DAYS days, and only a stretch of days, read the recent table.
    const today = Math.floor(now / DAY);
    const text = (slice: Parameters<typeof matchesSql>[2]) => new PgDialect().sqlToQuery(matchesSql(parse('q=analyst'), NONE, slice)).sql;
    expect(text({ limit: 10, days: { first: today - (RECENT_DAYS - 1), last: today } })).toMatch(/from "job_search_recent" js where/);
    expect(text({ limit: 10, days: { first: today - RECENT_DAYS, last: today } })).toMatch(/from "job_search" js where/);
    expect(text({ limit: 10 })).toMatch(/from "job_search" js where/);
    expect(tableFor({ window: 100 })).toBe(jobSearch);
    expect(tableFor({ before: today - 3 })).toBe(jobSearch);
    // An ad whose date moves back leaves it; moved forward again, it returns with its words; a deleted ad leaves it.
    const id = idOf.get('nurse-leeds')!;
    await database.db
      .update(jobs)
      .set({ postedAt: new Date(now - 30 * DAY) })
      .where(eq(jobs.id, id));
    expect(await recent()).not.toContain(id);
    await database.db
      .update(jobs)
      .set({ postedAt: new Date(now - DAY), title: 'Staff Nurse Midwife' })
      .where(eq(jobs.id, id));
    expect(await keysOf(matchesSql(parse('q=midwife'), NONE, { limit: 10, days: { first: today - 2, last: today } }))).toEqual([
      'nurse-leeds',
    ]);
    await database.db.update(jobs).set({ title: 'Staff Nurse' }).where(eq(jobs.id, id));
    const [extra] = await database.db
      .insert(jobs)
      .values(base('recent-gone', { daysAgo: 1 }))
      .returning({ id: jobs.id });
    expect(await recent()).toContain(extra!.id);
    await database.db.delete(jobs).where(eq(jobs.id, extra!.id));
    expect(await recent()).not.toContain(extra!.id);
    // After an import, rows that aged past eight days are dropped from it (and stay in the whole table).
    const aged = idOf.get('remote-analyst')!;
    await database.db.execute(sql`update ${jobSearchRecent} set posted_at = now() - interval '9 days' where job_id = ${aged}`);
    await analyzeSearch(database.db);
    expect(await recent()).not.toContain(aged);
    expect(await query(database.db, sql`select 1 from ${jobSearch} where job_id = ${aged}`)).toHaveLength(1);
    // Any change to the ad writes both copies again.
    await database.db
      .update(jobs)
      .set({ postedAt: new Date(now - 5 * DAY) })
      .where(eq(jobs.id, aged));
    expect(await recent()).toContain(aged);
  });

  it('finds related jobs by the words of the title, the last days first, then every ad, same town first', async () => {
    const related = await relatedRows(database.db, idOf.get('nurse-leeds')!, 'Nurse', 'leeds', null);
    // Theatre Nurses (2 days ago) is in the last three days; the clinic receptionist whose ad mentions a nurse (4
    // days ago) is found when those hold fewer than six; the Leeds one comes first; the job itself never does.
    expect(related.map((r) => Number(r.id))).toEqual([idOf.get('mentions-nurse'), idOf.get('nurses-london')]);
  });

  it('names the table through the schema', () => {
    const { sql: text } = new PgDialect().sqlToQuery(matchesSql(parse('q=nurse'), NONE, { limit: 10 }));
    expect(text).toMatch(/from "job_search" js where/);
  });
});

describe('day tokens', () => {
  it('cover a stretch of days exactly with few aligned blocks of 1 to 32 days', () => {
    expect(dayTokens(20783, 20783)).toEqual(['d0:20783']);
    expect(dayTokens(20780, 20783)).toEqual(['d2:5195']);
    expect(dayTokens(20779, 20784)).toEqual(['d0:20779', 'd2:5195', 'd0:20784']);
    for (let first = 20700; first < 20790; first++) {
      for (const length of [1, 2, 3, 7, 15, 31, 60, 190]) {
        const last = first + length - 1;
        const tokens = dayTokens(first, last);
        const covered = tokens.flatMap((t) => {
          const [, k, block] = /^d(\d):(\d+)$/.exec(t)!.map(Number);
          return Array.from({ length: 2 ** k! }, (_, i) => block! * 2 ** k! + i);
        });
        expect(covered).toEqual(Array.from({ length }, (_, i) => first + i));
        expect(tokens.length).toBeLessThanOrEqual(10 + Math.floor(length / 32));
      }
    }
  });
});
