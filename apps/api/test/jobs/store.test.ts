import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companies, eq, query, sql, type Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, type NormalizedJob } from '../../src/modules/ingest/index.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { cleanAdvertisedName, GENERIC_SUFFIX_WORDS, nameKeys } from '../../src/modules/sponsors/normalize.ts';
import { importRegister } from '../../src/modules/sponsors/register.ts';
import { registerSubset, SHARED_DATA } from '../sponsors/data.ts';

const thresholds = { general: 41_700, newEntrant: 33_400 };

/** Every real posting in ../shared/data (jobs_london.csv writes its dates month first: see SOURCES.md). */
function realPostings(): NormalizedJob[] {
  const all: NormalizedJob[] = [];
  for (const dir of ['jobs_ishanv13_adzuna_reed_2026-04', 'jobs_collinshack_indeed_uk_2024']) {
    for (const file of readdirSync(join(SHARED_DATA, dir)).filter((f) => f.endsWith('.csv'))) {
      const text = readFileSync(join(SHARED_DATA, dir, file), 'utf8');
      all.push(...parseCsv(text, { dateOrder: file === 'jobs_london.csv' ? 'mdy' : 'dmy' }));
    }
  }
  return all;
}

let database: Database;
const postings = realPostings();

beforeAll(async () => {
  database = await createTestDatabase();
  const keys = [...new Set(postings.map((p) => p.company))].flatMap((n) => {
    const { key, aliases } = nameKeys(cleanAdvertisedName(n));
    return [key, ...aliases];
  });
  const ignore = new Set([
    ...GENERIC_SUFFIX_WORDS,
    'the',
    'of',
    'and',
    'care',
    'health',
    'healthcare',
    'homes',
    'home',
    'recruitment',
    'solutions',
    'consulting',
    'technology',
    'technologies',
    'associates',
    'partners',
    'training',
  ]);
  await importRegister(database.db, registerSubset(keys, ignore), 'subset for the real postings');
}, 180_000);
afterAll(() => database.close());

const count = async () => (await query<{ n: number }>(database.db, sql`select count(*)::int as n from jobs`))[0]!.n;

describe('storing the real postings', () => {
  it('stores each ad once, with a verdict, and a re-import adds nothing', { timeout: 180_000 }, async () => {
    expect(postings.length).toBe(1_913);
    const first = await storeJobs(database.db, postings, { thresholds });
    const stored = await count();
    expect(stored).toBe(first.stored);
    expect(stored).toBeGreaterThan(1_300);
    expect(stored).toBeLessThan(1_913);
    expect(first.companiesMatched).toBeGreaterThan(100);

    const again = await storeJobs(database.db, postings, { thresholds });
    expect(again.companiesCreated).toBe(0);
    expect(await count()).toBe(stored);

    const kinds = await query<{ verdict_kind: string; n: number }>(
      database.db,
      sql`select verdict_kind, count(*)::int as n from jobs group by 1`,
    );
    const byKind = Object.fromEntries(kinds.map((k) => [k.verdict_kind, k.n]));
    for (const kind of ['offers_sponsorship', 'licensed_sponsor', 'no_sponsorship', 'not_on_register', 'unknown']) {
      expect(byKind[kind] ?? 0, kind).toBeGreaterThan(0);
    }
  });

  it('never shows an agency as the licensed employer', async () => {
    const [hays] = await database.db.select().from(companies).where(eq(companies.nameLower, 'hays specialist recruitment limited'));
    expect(hays?.isAgency).toBe(true);
    const rows = await query<{ verdict_kind: string }>(
      database.db,
      sql`
      select j.verdict_kind from jobs j join companies c on c.id = j.company_id where c.is_agency`,
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.verdict_kind === 'licensed_sponsor')).toEqual([]);
  });

  it('keeps salaries in yearly terms for the filter, converting hourly pay', async () => {
    const [hourly] = await query<{ salary_min: number; salary_annual_min: number }>(
      database.db,
      sql`
      select salary_min, salary_annual_min from jobs where salary_period = 'hour' and salary_min is not null limit 1`,
    );
    expect(hourly!.salary_annual_min).toBe(Math.round(hourly!.salary_min * 37.5 * 52));
  });

  it('records the register match on the employer and the licence on its jobs', async () => {
    const licensed = await query<{ company_name: string; rating: string | null; routes: string[] }>(
      database.db,
      sql`
      select company_name, verdict->>'rating' as rating, routes from jobs where verdict_kind = 'licensed_sponsor' limit 5`,
    );
    for (const job of licensed) {
      expect(job.rating).toMatch(/rating|Premium|SME/);
      expect(job.routes).toContain('Skilled Worker');
    }
    const search = await query<{ id: number }>(
      database.db,
      sql`
      select job_id as id from job_search where doc @@ websearch_to_tsquery('english', 'data analyst') limit 1`,
    );
    expect(search).toHaveLength(1);
  });
});

describe('the job card', () => {
  it("shows the opening of the description, and a re-import's longer description replaces it", async () => {
    const { cardRows } = await import('../../src/modules/jobs/repository.ts');
    const { toCard } = await import('../../src/modules/jobs/present.ts');
    const db = await createTestDatabase();
    try {
      const job: NormalizedJob = {
        ...postings[0]!,
        externalId: 'card-1',
        title: 'Payroll Officer',
        company: 'Marrowgate Payroll Ltd',
        location: 'York',
        descriptionText: 'Run the monthly payroll.',
        descriptionHtml: '<p>Run the monthly payroll.</p>',
        descriptionTruncated: false,
      };
      await storeJobs(db.db, [job], { thresholds });
      const card = async () => {
        const [id] = await query<{ id: number }>(db.db, sql`select id from jobs where external_id = 'card-1'`);
        return toCard((await cardRows(db.db, [Number(id!.id)], null))[0]!);
      };
      expect((await card()).snippet).toBe('Run the monthly payroll.');

      // A longer copy of the same ad: the card is cut from the new text (220 characters at a word, then "…").
      const longer = `Run the monthly payroll for 900 staff across Yorkshire.\n\n${'You will reconcile pensions and benefits. '.repeat(20)}`;
      await storeJobs(db.db, [{ ...job, descriptionText: longer, descriptionHtml: `<p>${longer}</p>` }], { thresholds });
      const { snippet } = await card();
      expect(snippet.startsWith('Run the monthly payroll for 900 staff across Yorkshire. You will reconcile pensions')).toBe(true);
      expect(snippet.endsWith('…')).toBe(true);
      expect(snippet.length).toBeLessThanOrEqual(218);
    } finally {
      await db.close();
    }
  });
});

describe('matching an employer by what its ads say', () => {
  it('matches a brand to the legal name its ads describe, at import and after a register refresh', { timeout: 60_000 }, async () => {
    const { refreshVerdicts } = await import('../../src/modules/ingest/store.ts');
    const { readRegister } = await import('../../src/modules/sponsors/register.ts');
    const db = await createTestDatabase();
    try {
      const header = 'Organisation Name,Town/City,County,Type & Rating,Route\r\n';
      const register = readRegister(
        `${header}Quillfeather Drinks UK Ltd,Kegworth,,Worker (A rating),Skilled Worker\r\n` +
          `Larkspur Drinks Ltd,Kegworth,,Worker (A rating),Skilled Worker\r\n`,
      );
      await importRegister(db.db, register, 'day 1');
      const ad = (company: string, externalId: string, text: string): NormalizedJob => ({
        ...postings[0]!,
        externalId,
        title: 'FLT Driver',
        company,
        location: 'Nelson',
        descriptionText: text,
        descriptionHtml: `<p>${text}</p>`,
        salaryMin: 45_000,
        salaryMax: 50_000,
        salaryPeriod: 'year',
        salaryCurrency: 'GBP',
      });
      await storeJobs(
        db.db,
        [
          ad('Quillfeather', 'q-1', "Quillfeather, the world's largest independent soft drinks maker, is hiring at its Nelson site."),
          ad('Larkspur', 'l-1', 'Larkspur is hiring warehouse staff at its Nelson site.'),
        ],
        { thresholds },
      );
      const kinds = async () =>
        Object.fromEntries(
          (
            await query<{ id: string; k: string }>(db.db, sql`select external_id as id, verdict_kind as k from jobs order by external_id`)
          ).map((r) => [r.id, r.k]),
        );
      // Only the ad that says what the register name adds ("Drinks") is matched; a brand alone names nobody.
      expect(await kinds()).toEqual({ 'l-1': 'not_on_register', 'q-1': 'licensed_sponsor' });

      await importRegister(db.db, register, 'day 2');
      await refreshVerdicts(db.db, thresholds);
      expect(await kinds()).toEqual({ 'l-1': 'not_on_register', 'q-1': 'licensed_sponsor' });
    } finally {
      await db.close();
    }
  });
});

describe('when the register changes', () => {
  it('recomputes only the jobs of employers the refresh touched', { timeout: 60_000 }, async () => {
    const { refreshVerdicts } = await import('../../src/modules/ingest/store.ts');
    const { readRegister } = await import('../../src/modules/sponsors/register.ts');
    const db = await createTestDatabase();
    try {
      const header = 'Organisation Name,Town/City,County,Type & Rating,Route\r\n';
      const larkspur = 'Larkspur Data Ltd,York,,Worker (A rating),Skilled Worker\r\n';
      await importRegister(
        db.db,
        readRegister(`${header}Quillfeather Analytics Ltd,Leeds,,Worker (A rating),Skilled Worker\r\n${larkspur}`),
        'day 1',
      );
      const job = (company: string, externalId: string, location: string): NormalizedJob => ({
        ...postings[0]!,
        externalId,
        title: 'Data Analyst',
        company,
        location,
        descriptionText: 'Join our analytics team.',
        descriptionHtml: '<p>Join our analytics team.</p>',
        salaryMin: 45_000,
        salaryMax: 50_000,
        salaryPeriod: 'year',
        salaryCurrency: 'GBP',
      });
      await storeJobs(db.db, [job('Quillfeather Analytics Ltd', 'q-1', 'Leeds'), job('Larkspur Data Ltd', 'l-1', 'York')], { thresholds });
      // A mark on Larkspur's job that only a rewrite of its verdict would clear.
      await db.db.execute(sql`update jobs set salary_annual_min = 1 where external_id = 'l-1'`);
      const rows = async () =>
        Object.fromEntries(
          (
            await query<{ id: string; k: string; min: number }>(
              db.db,
              sql`select external_id as id, verdict_kind as k, salary_annual_min as min from jobs`,
            )
          ).map((r) => [r.id, [r.k, r.min]]),
        );

      // Day 2: Quillfeather leaves the register, Larkspur is as it was.
      const day2 = await importRegister(db.db, readRegister(`${header}${larkspur}`), 'day 2');
      const refreshed = await refreshVerdicts(db.db, thresholds, undefined, day2.written);
      expect(refreshed.jobs).toBe(1);
      expect(await rows()).toEqual({ 'q-1': ['not_on_register', 45_000], 'l-1': ['licensed_sponsor', 1] });

      // Without the list of what the import wrote, every job is recomputed.
      await refreshVerdicts(db.db, thresholds);
      expect(await rows()).toEqual({ 'q-1': ['not_on_register', 45_000], 'l-1': ['licensed_sponsor', 45_000] });
    } finally {
      await db.close();
    }
  });

  it('recomputes verdicts: an employer that leaves the register loses its licence on every job', { timeout: 60_000 }, async () => {
    const { refreshVerdicts } = await import('../../src/modules/ingest/store.ts');
    const { readRegister } = await import('../../src/modules/sponsors/register.ts');
    const db = await createTestDatabase();
    try {
      const header = 'Organisation Name,Town/City,County,Type & Rating,Route\r\n';
      await importRegister(
        db.db,
        readRegister(`${header}Quillfeather Analytics Ltd,Leeds,,Worker (A rating),Skilled Worker\r\n`),
        'month 1',
      );
      const job: NormalizedJob = {
        ...postings[0]!,
        externalId: 'q-1',
        title: 'Data Analyst',
        company: 'Quillfeather Analytics Ltd',
        location: 'Leeds',
        descriptionText: 'Join our analytics team in Leeds.',
        descriptionHtml: '<p>Join our analytics team in Leeds.</p>',
        salaryMin: 45_000,
        salaryMax: 50_000,
        salaryPeriod: 'year',
        salaryCurrency: 'GBP',
      };
      await storeJobs(db.db, [job], { thresholds });
      const kind = async () => (await query<{ k: string }>(db.db, sql`select verdict_kind as k from jobs where external_id = 'q-1'`))[0]!.k;
      expect(await kind()).toBe('licensed_sponsor');

      await importRegister(db.db, readRegister(`${header}Someone Else Ltd,York,,Worker (A rating),Skilled Worker\r\n`), 'month 2');
      await refreshVerdicts(db.db, thresholds);
      expect(await kind()).toBe('not_on_register');
    } finally {
      await db.close();
    }
  });
});
