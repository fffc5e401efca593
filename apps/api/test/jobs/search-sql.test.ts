import { searchJobsQuery } from '@jobbridge/contracts';
import { jobs, query, sql, type Database, type SQL } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearch, resolvePlace, type Place } from '../../src/modules/jobs/search/query.ts';
import {
  cityHasJobsSql,
  facetSampleSql,
  lexemesSql,
  matchesSql,
  pageIdsSql,
  wordFrequenciesSql,
} from '../../src/modules/jobs/search/sql.ts';

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
    description: 'Front desk of a clinic where a nurse works.',
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
    const [row] = await database.db
      .insert(jobs)
      .values({
        source: 'csv',
        externalId: f.key,
        dedupeKey: f.key,
        title: f.title,
        companyName: 'Example Employer Ltd',
        location: f.location,
        city: f.city,
        descriptionHtml: `<p>${f.description ?? 'A job.'}</p>`,
        descriptionText: f.description ?? 'A job.',
        postedAt: new Date(now - f.daysAgo * DAY),
        contractType: f.contractType ?? 'permanent',
        remote: f.remote ?? 'onsite',
        verdict: {},
        verdictKind: f.verdictKind ?? 'unknown',
        salaryStatus: f.salaryStatus ?? 'unknown',
        routes: f.routes ?? [],
        salaryAnnualMax: f.annualMax ?? null,
      })
      .returning({ id: jobs.id });
    idOf.set(f.key, row!.id);
  }
});
afterAll(() => database.close());

const parse = (qs: string) => parseSearch(searchJobsQuery.parse(Object.fromEntries(new URLSearchParams(qs))));
const keysOf = async (statement: SQL) => {
  const rows = await query<{ id: number }>(database.db, statement);
  const byId = new Map([...idOf].map(([k, id]) => [id, k]));
  return rows.map((r) => byId.get(Number(r.id)));
};
const NONE: Place = { kind: 'none' };

describe('the search SQL', () => {
  it('finds the words with English stemming over title and description, newest first, with a rank when ranked', async () => {
    const s = parse('q=nurse');
    expect(await keysOf(matchesSql(s, NONE, 10))).toEqual(['nurse-leeds', 'nurses-london', 'mentions-nurse']);
    const rows = await query<{ id: number; rank: number }>(database.db, matchesSql(s, NONE, 10));
    const rank = new Map(rows.map((r) => [Number(r.id), Number(r.rank)]));
    expect(rank.get(idOf.get('nurse-leeds')!)).toBeGreaterThan(rank.get(idOf.get('mentions-nurse')!)!);
    const byTime = await query<Record<string, unknown>>(database.db, matchesSql(parse('q=nurse&sort=time'), NONE, 10));
    expect(byTime[0]).not.toHaveProperty('rank');
  });

  it('reads the cap plus one row, so the caller knows there are more', async () => {
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, 2))).toEqual(['analyst-london', 'remote-analyst', 'old-analyst']);
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, 1))).toEqual(['analyst-london', 'remote-analyst']);
  });

  it('matches a town on the town column, other place text inside the location (wildcards taken literally), and remote', async () => {
    const s = parse('location=x');
    expect(await keysOf(matchesSql(s, { kind: 'city', city: 'london' }, 10))).toEqual(['nurses-london', 'analyst-london']);
    expect(await keysOf(matchesSql(s, resolvePlace({ kind: 'named', city: 'canary wharf', text: 'Wharf' }, false), 10))).toEqual([
      'nurses-london',
    ]);
    expect(await keysOf(matchesSql(s, { kind: 'text', city: 'x', text: '50%' }, 10))).toEqual(['old-analyst']);
    expect(await keysOf(matchesSql(s, { kind: 'text', city: 'x', text: '5_%' }, 10))).toEqual([]);
    expect(await keysOf(matchesSql(s, { kind: 'remote' }, 10))).toEqual(['remote-analyst']);
  });

  it('applies every filter: verdict, route, pay, threshold, date, contract and remote', async () => {
    const keys = (qs: string) => keysOf(matchesSql(parse(qs), NONE, 10));
    expect(await keys('q=nurse&verdict=licensed_sponsor,offers_sponsorship')).toEqual(['nurse-leeds']);
    expect(await keys('q=analyst&verdict=licensed_sponsor,offers_sponsorship')).toEqual(['analyst-london']);
    expect(await keys('q=nurse&route=Skilled%20Worker')).toEqual(['nurse-leeds']);
    expect(await keys('q=nurse&minSalary=40000')).toEqual(['nurses-london']);
    expect(await keys('q=analyst&meetsThreshold=true')).toEqual(['remote-analyst']);
    expect(await keys('q=analyst&salaryStatus=meets')).toEqual(['remote-analyst']);
    expect(await keys('q=analyst&postedWithin=7')).toEqual(['analyst-london', 'remote-analyst']);
    expect(await keys('q=nurse&contractType=contract')).toEqual(['nurses-london']);
    expect(await keys('q=analyst&remote=hybrid,remote')).toEqual(['analyst-london', 'remote-analyst']);
  });

  it('samples the facets without the facet filters, but with the words, the place and the other filters', async () => {
    const s = parse('q=analyst&verdict=no_sponsorship&remote=remote&postedWithin=30');
    expect(await keysOf(matchesSql(s, NONE, 10))).toEqual([]);
    expect(await keysOf(facetSampleSql(s, NONE, 10))).toEqual(['analyst-london', 'remote-analyst']);
  });

  it('looks only at the newest ads when given a window', async () => {
    // The three newest ads hold one analyst; the whole table holds three.
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, 10, 3))).toEqual(['analyst-london']);
    expect(await keysOf(matchesSql(parse('q=analyst'), NONE, 10, 5))).toEqual(['analyst-london', 'remote-analyst']);
  });

  it('pages in time order from the offset', async () => {
    expect(await keysOf(pageIdsSql(parse('q=analyst&pageSize=1&page=2'), NONE))).toEqual(['remote-analyst']);
    expect(await keysOf(pageIdsSql(parse('q=analyst&pageSize=2&page=2'), NONE))).toEqual(['old-analyst']);
  });

  it('answers the facts the search plans with: known towns, the words as stored, word frequencies', async () => {
    expect(await query(database.db, cityHasJobsSql('leeds'))).toHaveLength(1);
    expect(await query(database.db, cityHasJobsSql('york'))).toHaveLength(0);
    const words = await query<{ word: string }>(database.db, lexemesSql('Nurses and analysts'));
    expect(words.map((w) => w.word).sort()).toEqual(['analyst', 'nurs']);
    await database.db.execute(sql`analyze jobs`);
    const freq = new Map(
      (await query<{ word: string; freq: number }>(database.db, wordFrequenciesSql())).map((r) => [r.word, Number(r.freq)]),
    );
    expect(freq.get('analyst')).toBeCloseTo(3 / 6, 1);
  });

  it('names the table through the schema', () => {
    const { sql: text } = new PgDialect().sqlToQuery(matchesSql(parse('q=nurse'), NONE, 10));
    expect(text).toMatch(/from "jobs" j where/);
  });
});
