import { query, sql, type Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from '../../src/modules/ingest/verdict/index.ts';
import { parseCsv, type NormalizedJob } from '../../src/modules/ingest/index.ts';
import { storeJobs } from '../../src/modules/ingest/store.ts';
import { addAlias, AliasError, listAliases, unmatchedEmployers } from '../../src/modules/sponsors/aliases.ts';
import { matchSponsor } from '../../src/modules/sponsors/matcher.ts';
import { importRegister, readRegister } from '../../src/modules/sponsors/register.ts';

/**
 * The group, brand-entity and alias rules on a small register of fictional organisations (decision 007), where
 * each rule's edge can be set up exactly: docs/decisions/021-sponsor-groups-and-aliases.md.
 */
const SW = 'Skilled Worker';
const GBM = 'Global Business Mobility: Senior or Specialist Worker';
const rows: [name: string, town: string, routes: string[]][] = [
  // A licensed group: every organisation with the word starts with it, all part of a multinational.
  ['Quillan Bank PLC', 'London', [SW, GBM]],
  ['Quillan Bank UK PLC', 'London', [SW, GBM]],
  ['Quillan Execution Services Limited', 'Glasgow', [SW, GBM]],
  ['Quillan Holdings Ltd', 'London', [SW]],
  // A group whose regional entity comes first on the register: its main entity is the one named.
  ['Vennick Ireland', 'Belfast', [SW, GBM]],
  ['Vennick US Tax Service LLP', 'London', [SW, GBM]],
  ['Vennick LLP', 'London', [SW, GBM]],
  // Not a group: an unrelated business shares the word.
  ['Marrow Bank PLC', 'London', [SW, GBM]],
  ['Marrow Securities Ltd', 'London', [SW, GBM]],
  ['Marrow Garden Services Ltd', 'Leeds', [SW]],
  // Not a group: a franchisee trades under the brand.
  ['Pellow Bank PLC', 'London', [SW, GBM]],
  ['Pellow Securities Ltd', 'London', [SW, GBM]],
  ['Abbot Retail Ltd t/a Pellow', 'Gloucester', [SW]],
  // The brand's own multinational entity beside businesses with a trade of their own.
  ['Tarnwick UK Services Ltd', 'London', [SW, GBM]],
  ['Tarnwick Filters Ltd', 'Camberley', [SW]],
  ['Tarnwick Charitable Trust', 'London', ['Charity Worker']],
  // Two entities carry the bare brand, one a small local firm: no telling which.
  ['Ferrow Services Ltd', 'London', [SW, GBM]],
  ['Ferrow Ltd', 'Leeds', [SW]],
  ['Ferrow Motors Ltd', 'Leeds', [SW]],
  // A brand's sole user: the one organisation whose name holds the brand's words, part of a multinational.
  ['Harrowgate Chartered Bank', 'London', [SW, GBM]],
  ['Velmora Air Lines Limited', 'Luton', [SW, GBM]],
  ['Ostrell Consulting Limited', 'London', [SW, GBM]],
  // Not a sole user: another business uses the word, or the one user is not part of a multinational.
  ['Corvane Airways Ltd', 'Crawley', [SW, GBM]],
  ['Corvane Taxis Ltd', 'Crawley', [SW]],
  ['Dunmere Engineering Ltd', 'Leeds', [SW]],
  // One brand, generic words on both sides; and a descriptive name two organisations use.
  ['Pellinore.com Ltd', 'London', [SW]],
  ['Larkspur Care Holdings Ltd', 'London', [SW]],
  ['Larkspur Care Providers Ltd', 'Derby', [SW]],
  // Public bodies as the register spells them.
  ['Eastmoor Health National Health Service Trust', 'Eastmoor', [SW]],
  ['Westfold Teaching Hospitals NHS Foundation Trust', 'Westfold', [SW]],
  ['University of Brackwater (Human Resources)', 'Brackwater', [SW]],
  // A multinational's UK subsidiary under a short or common-word brand, among many small firms using the word.
  ['QSD UK Limited', 'Feltham', [SW, GBM]],
  ['QSD Motors Ltd', 'Leeds', [SW]],
  ['Lantern Europe Limited', 'London', [SW, GBM]],
  ...['Cafe', 'Motors', 'Lettings', 'Builders', 'Nursery', 'Taxis', 'Bakery', 'Cleaning', 'Lighting'].map(
    (trade): [string, string, string[]] => [`Lantern ${trade} Ltd`, 'Leeds', [SW]],
  ),
  // Not a subsidiary to name: two such entities, one not multinational, or a firm that carries the bare brand.
  ['Kestrel International Ltd', 'London', [SW, GBM]],
  ['Kestrel UK Ltd', 'Bristol', [SW]],
  ['Bramble (UK) Limited', 'London', [SW]],
  ...['Kestrel', 'Bramble'].flatMap((word) =>
    ['Motors', 'Cafe', 'Builders'].map((trade): [string, string, string[]] => [`${word} ${trade} Ltd`, 'Hull', [SW]]),
  ),
  ['Cobalt Europe Limited', 'London', [SW, GBM]],
  ['Cobalt Ltd', 'Hull', [SW]],
  ['Cobalt Roofing Ltd', 'Hull', [SW]],
  ['Cobalt Care Ltd', 'Hull', [SW]],
  // For aliases.
  ['Whitbread Group Plc', 'Dunstable', [SW, GBM]],
  ['Nethercott Data Systems Ltd', 'York', [SW]],
];
const csv = [
  'Organisation Name,Town/City,County,Type & Rating,Route',
  ...rows.flatMap(([n, t, routes]) => routes.map((r) => `${n},${t},,Worker (A rating),${r}`)),
].join('\r\n');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await importRegister(database.db, readRegister(csv), 'fictional');
}, 60_000);
afterAll(() => database.close());

const match = (name: string, town?: string) => matchSponsor(database.db, name, town);

describe('a brand licensed through several organisations', () => {
  it('is a licensed group, named with its entities, wherever the job is', async () => {
    for (const name of ['Quillan', 'QUILLAN UK', 'Quillan Group']) {
      const result = await match(name, 'Inverness');
      expect(result.method, name).toBe('group');
      expect(result.confidence).toBeGreaterThanOrEqual(0.9);
      expect(result.group?.count).toBe(4);
      expect([...result.group!.entities].sort()).toEqual([
        'Quillan Bank PLC',
        'Quillan Bank UK PLC',
        'Quillan Execution Services Limited',
        'Quillan Holdings Ltd',
      ]);
      expect(result.group!.entities[0]).toBe(result.match!.organisationName);
    }
    expect((await match('Quillan', 'Inverness')).group!.brand).toBe('Quillan');
    // The town picks the entity shown; it never turns the match into "unknown".
    expect((await match('Quillan', 'Glasgow')).match!.organisationName).toBe('Quillan Execution Services Limited');
    // Only the brand with generic words carries the bare name: the holding company is shown first.
    expect((await match('Quillan', 'Inverness')).match!.organisationName).toBe('Quillan Holdings Ltd');
  });

  it("names the brand's main entity when the town does not pick one", async () => {
    const result = await match('Vennick', 'Manchester');
    expect(result.method).toBe('group');
    expect(result.match!.organisationName).toBe('Vennick LLP');
    expect((await match('Vennick', 'Belfast')).match!.organisationName).toBe('Vennick Ireland');
  });

  it('is not a group when an unrelated business or a franchisee shares the word', async () => {
    expect(await match('Marrow', 'London')).toMatchObject({ match: null, group: null });
    expect(await match('Pellow', 'Leeds')).toMatchObject({ match: null, group: null });
  });

  it('never lends the brand to look-alikes', async () => {
    for (const [name, town] of [
      ['Quillan Motors', 'Leeds'],
      ['Quillan Garden Services', 'London'],
      ['Hartley Stores Ltd t/a Quillan', 'Leeds'],
      ['Tarnwick Cleaning Ltd', 'London'],
      ['Ferrow', 'Leeds'],
      ['Ferrow', 'London'],
    ]) {
      const result = await match(name!, town);
      expect(result.match, `${name} (${town}) → ${result.match?.organisationName}`).toBeNull();
    }
  });

  it("gives the brand's own multinational entity beside businesses with a trade of their own", async () => {
    const result = await match('Tarnwick', 'Bristol');
    expect(result).toMatchObject({ method: 'brand', group: null });
    expect(result.match!.organisationName).toBe('Tarnwick UK Services Ltd');
  });
});

describe("a short or common-word brand and its multinational's UK subsidiary", () => {
  it('names the one "<Brand> UK / Europe / International Limited" entity of a multinational, wherever the job is', async () => {
    for (const [name, town, organisation] of [
      ['QSD', 'Leeds', 'QSD UK Limited'],
      ['Lantern', 'Manchester', 'Lantern Europe Limited'],
      ['Lantern UK', undefined, 'Lantern Europe Limited'],
    ]) {
      const result = await match(name!, town);
      expect(result.match?.organisationName, `${name} (${town})`).toBe(organisation);
      expect(result.method).toBe('brand');
    }
  });

  it('never lends it to look-alikes, to a brand with two such entities, to a local firm, or past a firm named the bare brand', async () => {
    for (const [name, town] of [
      ['Lantern Dental Care', 'London'],
      ['Lantern Fish Ltd', 'Grimsby'],
      ['Lantern Garden Services', 'London'],
      ['Lantern Recruitment', 'London'],
      ['QSD Plumbing Ltd', 'Feltham'],
      ['Kestrel', 'London'],
      ['Bramble', 'London'],
    ]) {
      const result = await match(name!, town);
      expect(result.match, `${name} (${town}) → ${result.match?.organisationName}`).toBeNull();
    }
    expect((await match('Cobalt', 'London')).match?.organisationName).not.toBe('Cobalt Europe Limited');
  });
});

describe("a brand's sole user on the register", () => {
  it('is the brand of two words or more, wherever the job is, but never a look-alike or one word', async () => {
    for (const [name, organisation] of [
      ['Standard Harrowgate', null],
      ['Harrowgate Chartered', 'Harrowgate Chartered Bank'],
      ['Harrowgate Chartered UK', 'Harrowgate Chartered Bank'],
      ['Velmora Air', 'Velmora Air Lines Limited'],
      ['Velmora Air Group', 'Velmora Air Lines Limited'],
      // One rare word is not enough: another business of that name, not on the register, may be the one advertising.
      ['Ostrell', null],
      ['Ostrell Group', null],
      ['Harrowgate Chartered Garden Services', null],
      ['Velmora Motors', null],
      ['Corvane', null],
      ['Dunmere', null],
    ] as const) {
      const result = await match(name, 'Manchester');
      expect(result.match?.organisationName ?? null, name).toBe(organisation);
      if (organisation) expect(result).toMatchObject({ method: 'brand', group: null });
    }
  });

  it('is the same brand when both names add only generic words, if nobody else uses the brand', async () => {
    expect((await match('Pellinore Group', 'Leeds')).match?.organisationName).toBe('Pellinore.com Ltd');
    expect((await match('Pellinore UK Holdings', 'Leeds')).match?.organisationName).toBe('Pellinore.com Ltd');
    expect((await match('Larkspur Care Group', 'Leeds')).match).toBeNull();
    expect((await match('Pellinore Motors Group', 'Leeds')).match).toBeNull();
  });

  it('a legal name with its legal form is the company in any town', async () => {
    const result = await match('Dunmere Engineering Limited', 'Plymouth');
    expect(result.match!.organisationName).toBe('Dunmere Engineering Ltd');
    expect(result.confidence).toBeGreaterThanOrEqual(0.99);
  });
});

describe('public bodies as the register spells them', () => {
  it('finds a trust spelled out or with its suffix left off, and a university with a department in brackets', async () => {
    for (const [name, organisation] of [
      ['Eastmoor Health NHS Trust', 'Eastmoor Health National Health Service Trust'],
      ['Eastmoor Health NHS Foundation Trust', 'Eastmoor Health National Health Service Trust'],
      ['Westfold Teaching Hospitals', 'Westfold Teaching Hospitals NHS Foundation Trust'],
      ['Westfold Teaching Hospitals NHS Trust', 'Westfold Teaching Hospitals NHS Foundation Trust'],
      ['University of Brackwater', 'University of Brackwater (Human Resources)'],
    ]) {
      const result = await match(name!, 'London');
      expect(result.match?.organisationName ?? null, name).toBe(organisation);
    }
    // Another trust's name, or the university with a word of its own, stays unmatched.
    for (const name of ['Eastmoor Community Health', 'Northfold Teaching Hospitals', 'University of Brackwater Students Union'])
      expect((await match(name, 'London')).match, name).toBeNull();
  });
});

describe('the alias table', () => {
  it('matches the reviewed file, and an alias whose organisation left the register matches nothing', async () => {
    const result = await match('Premier Inn', 'Truro');
    expect(result).toMatchObject({ method: 'reviewed', group: null });
    expect(result.match!.organisationName).toBe('Whitbread Group Plc');
    expect((await match("Sainsbury's", 'Coventry')).match).toBeNull(); // J Sainsbury Plc is not on this register
  });

  it('takes an alias a person adds, only for an organisation on the register', async () => {
    expect((await match('Brightwater Analytics', 'Leeds')).match).toBeNull();
    await addAlias(database.db, 'Brightwater Analytics', 'NETHERCOTT DATA SYSTEMS LTD', 'their careers page', '2026-11-24');
    const result = await match('Brightwater Analytics Ltd', 'Leeds');
    expect(result.method).toBe('reviewed');
    expect(result.match!.organisationName).toBe('Nethercott Data Systems Ltd');
    await expect(addAlias(database.db, 'Nobody', 'No Such Organisation Ltd', 'x')).rejects.toThrow(AliasError);
    const all = await listAliases(database.db);
    expect(all).toContainEqual(
      expect.objectContaining({
        brand: 'Brightwater Analytics',
        organisation: 'Nethercott Data Systems Ltd',
        origin: 'admin',
        checkedOn: '2026-11-24',
      }),
    );
    expect(all).toContainEqual(expect.objectContaining({ brand: 'Premier Inn', organisation: 'Whitbread Group Plc', origin: 'file' }));
  });
});

describe('jobs from a licensed group', () => {
  it('say "licensed sponsor: one of N entities", and unmatched employers are listed for an alias', async () => {
    const header = 'title,company,location,salary_min,salary_max,posting_date,description,category,contract_type\r\n';
    const jobs: NormalizedJob[] = parseCsv(
      header +
        'Data Analyst,Quillan,Inverness,45000,50000,2026-04-10T10:00:00Z,Analyse payments data for our retail bank.,IT Jobs,permanent\r\n' +
        'Care Assistant,Hollowmere Care,Leeds,24000,25000,2026-04-10T10:00:00Z,Support residents in our home.,Healthcare,permanent\r\n' +
        'Senior Carer,Hollowmere Care,Leeds,26000,27000,2026-04-11T10:00:00Z,Lead a shift in our home.,Healthcare,permanent\r\n',
    );
    await storeJobs(database.db, jobs, { thresholds: DEFAULT_THRESHOLDS });
    const [quillan] = await query<{ verdict: { kind: string; reasons: string[]; group: { brand: string; count: number } } }>(
      database.db,
      sql`select verdict from jobs where company_name = 'Quillan'`,
    );
    expect(quillan!.verdict.kind).toBe('licensed_sponsor');
    expect(quillan!.verdict.reasons.slice(0, 2)).toEqual(['ON_REGISTER', 'ON_REGISTER_GROUP']);
    expect(quillan!.verdict.group).toMatchObject({ brand: 'Quillan', count: 4 });
    expect(await unmatchedEmployers(database.db, 2)).toEqual([
      { name: 'Hollowmere Care', jobs: 2, confidence: 0, verdict: 'not_on_register' },
    ]);
  });
});
