import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSponsor, ratingOf } from '../../src/modules/sponsors/matcher.ts';
import { cleanAdvertisedName, GENERIC_SUFFIX_WORDS, nameKeys } from '../../src/modules/sponsors/normalize.ts';
import { reviewedAliases } from '../../src/modules/sponsors/aliases.ts';
import { isRecruitmentAgency } from '../../src/modules/sponsors/recruiter-detection.ts';
import { importRegister } from '../../src/modules/sponsors/register.ts';
import { MATCHES, NON_MATCHES } from './cases.ts';
import { realRegister, registerSubset } from './data.ts';

let database: Database;
/** Names the tests of what the register's own data and the ads' text say look up. */
const REGISTER_DATA_NAMES = [
  'Refresco',
  'Huntress',
  'EXL',
  'CFC',
  'Sandstone Care Group',
  'Huawei Technologies R&D UK',
  'Bramhall Manor Care Centre',
  'Incite Insight',
  'Taskmaster Resources LTD',
  'Alcester Home Care Agency',
  'Dorset Homecare',
  'Wing Yip',
  'Smith Contracts',
  'Arm',
  'Euromaster Group',
  'Central Medical Services Ltd',
  'VIQU IT Recruitment',
  'Leading Talent Solutions',
  'Michael Page Finance',
];

beforeAll(async () => {
  database = await createTestDatabase();
  const keys = [...MATCHES.map(([n]) => n), ...NON_MATCHES.map(([n]) => n), ...REGISTER_DATA_NAMES].flatMap((n) => {
    const { key, aliases } = nameKeys(cleanAdvertisedName(n));
    return [key, ...aliases];
  });
  // The reviewed aliases' organisations share no word with the brand ("Premier Inn" → "Whitbread Group Plc").
  const aliased = reviewedAliases().rows.map((r) => nameKeys(r.organisation).key);
  const subset = registerSubset(
    [...keys, ...aliased],
    new Set([...GENERIC_SUFFIX_WORDS, 'the', 'of', 'and', 'care', 'health', 'healthcare', 'homes']),
  );
  // Word counts from the whole register, as in production: "how many organisations use this word" decides.
  await importRegister(database.db, subset, 'test subset', () => {}, realRegister().organisations);
}, 300_000);
afterAll(() => database.close());

describe('matching real employer spellings to the register', () => {
  it('finds the organisation a person would pick, and turns down the ones it should', async () => {
    let truePositives = 0;
    let falsePositives = 0;
    const wrong: string[] = [];
    for (const [advertised, town, organisation] of MATCHES) {
      const result = await matchSponsor(database.db, advertised, town);
      const expected = [organisation].flat();
      if (result.match && expected.includes(result.match.organisationName)) truePositives++;
      else {
        if (result.match) falsePositives++;
        wrong.push(
          `${advertised} (${town}) → ${result.match?.organisationName ?? 'no match'} (${result.confidence}), expected ${expected.join(' or ')}`,
        );
      }
    }
    for (const [advertised, town] of NON_MATCHES) {
      const result = await matchSponsor(database.db, advertised, town);
      if (result.match) {
        falsePositives++;
        wrong.push(`${advertised} (${town}) → ${result.match.organisationName} (${result.confidence}), expected no match`);
      }
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / MATCHES.length;
    expect(wrong).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('answers with the register town, rating and routes', async () => {
    const result = await matchSponsor(database.db, 'Google', 'London');
    expect(result.confidence).toBeGreaterThanOrEqual(0.9);
    expect(result.match).toMatchObject({ organisationName: 'Google (UK) Limited', town: 'London', rating: 'A (Premium)' });
    expect(result.match!.routes).toContain('Skilled Worker');
  });

  it('names the entities of a licensed group, and the town only picks among them', async () => {
    const result = await matchSponsor(database.db, 'Bupa', 'Inverness');
    expect(result.method).toBe('group');
    expect(result.group).toMatchObject({ brand: 'Bupa', count: 4 });
    expect(result.group!.entities[0]).toBe(result.match!.organisationName);
    expect([...result.group!.entities].sort()).toEqual([
      'Bupa',
      'Bupa Care Services',
      'Bupa Cromwell Hospital',
      'Bupa Occupational Health Limited',
    ]);
    // In a town where one entity is registered, that one is shown.
    expect((await matchSponsor(database.db, 'Bupa', 'Leeds')).match!.organisationName).toBe('Bupa Care Services');
  });

  it('gives no match, with a low confidence, for a name with nothing distinctive', async () => {
    for (const name of ['', '   ', 'Ltd', 'The Limited Company']) {
      const result = await matchSponsor(database.db, name);
      expect(result.match).toBeNull();
    }
  });
});

describe('what the register and the ads say beyond the name', () => {
  const match = async (name: string, town: string, text?: string) =>
    (await matchSponsor(database.db, name, town, text)).match?.organisationName ?? null;

  it("takes the legal name whose added words the ad's text uses, and only then", async () => {
    const drinks = "Refresco, the world's largest independent soft drinks manufacturer, is recruiting for our Nelson site.";
    expect(await match('Refresco', 'Nelson', drinks)).toBe('Refresco Drinks UK Ltd');
    expect(await match('Refresco', 'Nelson')).toBeNull();
    expect(await match('Refresco', 'Nelson', 'Refresco is recruiting for our Nelson site.')).toBeNull();
    // A web address is not the ad describing its employer.
    expect(await match('Refresco', 'Nelson', 'Apply at https://refresco-drinks.example/jobs')).toBeNull();
    // A name with its legal form is that company, whatever its ad says.
    expect(await match('Refresco Ltd', 'Nelson', drinks)).toBeNull();
  });

  it("takes an agency's registered name for an agency's ad", async () => {
    const forClient = 'We are seeking a Business Change Analyst on behalf of our client, based in Cambridge.';
    expect(await match('Huntress', 'Cambridge', forClient)).toBe('Huntress Search Limited');
    expect(await match('Huntress', 'Cambridge', 'We are seeking a Business Change Analyst to join our team.')).toBeNull();
  });

  it('takes three letters for the one multinational whose name starts with them', async () => {
    expect(await match('EXL', 'London')).toBe('EXL Service (UK) Limited');
    // CFC Underwriting is the only "CFC" too, but not part of a multinational: three letters are too little.
    expect(await match('CFC', 'London')).toBeNull();
  });

  it("reads the register's county and a place in brackets in its name as where the organisation is", async () => {
    expect(await match('Sandstone Care Group', 'Much Hoole')).toBe('SANDSTONE CARE (MUCH HOOLE) LIMITED');
    expect(await match('Sandstone Care Group', 'Leeds')).toBeNull();
    // Registered in Bramhall, county Stockport: a trading name counts only where the organisation is.
    expect(await match('Bramhall Manor Care Centre', 'Stockport')).toBe('NEW CARE OPCO (WOODFORD) LIMITED T/A Bramhall Manor Care Centre');
    expect(await match('Bramhall Manor Care Centre', 'Leeds')).toBeNull();
  });

  it('reads "R&D" as the register spells it', async () => {
    expect(await match('Huawei Technologies R&D UK', 'Cambridge')).toBe('Huawei Technologies Research & Development (UK) Limited');
  });

  it('reads a trading name in brackets, and a division of a company, as names of the organisation', async () => {
    const itil = 'ITIL LIMITED (TRADING AS INCITE INSIGHT)';
    expect(await match('Incite Insight', 'Wallingford')).toBe(itil);
    // A trading name away from the organisation's town may be a franchisee's.
    expect(await match('Incite Insight', 'Northampton')).toBeNull();
    const division = 'RE Recruitment (a Trading Division of Taskmaster Resources Limited)';
    expect(await match('Taskmaster Resources LTD', 'Wakefield')).toBe(division);
    expect(await match('RE Recruitment', 'Leeds')).toBeNull();
  });

  it('takes a compound word written apart or together', async () => {
    expect(await match('Alcester Home Care Agency', 'Alcester')).toBe('Alcester HomeCare Agency');
    expect(await match('Dorset Homecare', 'Dorchester')).toBe('Dorset Home Care Limited (Trading as Home Instead Dorchester)');
    // The same letters only: a word left out is another name.
    expect(await match('Alcester Care Agency', 'Alcester')).toBeNull();
  });

  it("drops a person's initials the register puts before a rare name", async () => {
    expect(await match('Wing Yip', 'Manchester')).toBe('W. Wing Yip PLC');
    expect(await match('Smith Contracts', 'Leeds')).toBeNull();
  });

  it('takes the one organisation holding a rare brand when the ad spells out its name', async () => {
    const ats = 'All through our employee benefits programme ATS Euromaster is committed to achieving workforce diversity.';
    expect(await match('Euromaster Group', 'Doncaster', ats)).toBe('ATS Euromaster Limited');
    expect(await match('Euromaster Group', 'Doncaster', 'Euromaster is committed to achieving workforce diversity.')).toBeNull();
    expect(await match('Euromaster Group', 'Doncaster')).toBeNull();
  });

  it('takes a name with its legal form as that company, not another holding its brand in the same town', async () => {
    expect(await match('Central Medical Services Ltd', 'Nottingham')).toBeNull();
  });

  it("takes an agency's desk for the agency, when its brand holds a rare word", async () => {
    expect(await match('VIQU IT Recruitment', 'London')).toBe('VIQU Limited');
    // "Leading" and "Talent" are common words: Leading Talent Limited is not this agency.
    expect(await match('Leading Talent Solutions', 'London', 'We are recruiting on behalf of our client.')).toBeNull();
  });

  it("takes a known agency's desk for the agency, and a firm that only starts with an agency's one-word name for itself", async () => {
    expect(await match('Michael Page Finance', 'Northampton')).toBe('Michael Page International Recruitment Ltd');
    expect(isRecruitmentAgency('Michael Page Finance')).toBe(true);
    // "Reed" alone is an agency's name; Reed Smith is a law firm.
    expect(isRecruitmentAgency('Reed Smith')).toBe(false);
    // An agency's two-word name starting another employer's is a desk only when the rest names a field.
    expect(isRecruitmentAgency('Robert Half Technology')).toBe(true);
    expect(isRecruitmentAgency('Queen Square Medical Practice')).toBe(false);
    expect(isRecruitmentAgency('Blue Arrow Bakery Ltd')).toBe(false);
  });

  it("takes a common word for the one multinational of that name in the job's town", async () => {
    expect(await match('Arm', 'Cambridge')).toBe('Arm Limited');
    expect(await match('Arm', 'London')).toBeNull();
  });
});

describe('ratingOf', () => {
  it.each([
    [['Worker (A rating)'], 'A'],
    [['Worker (A (Premium))'], 'A (Premium)'],
    [['Worker (A rating)', 'Worker (B rating)'], 'B'],
    [['Worker (UK Expansion Worker: Provisional )'], 'Provisional'],
    [['Temporary Worker (A (SME+))'], 'A (SME+)'],
    [[], null],
  ])('%j → %s', (typeRatings, rating) => {
    expect(ratingOf(typeRatings)).toBe(rating);
  });
});

describe('the reviewed alias table (aliases.csv)', () => {
  it('names only organisations on the register, each row with its source and the date it was checked', () => {
    const norm = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();
    const onRegister = new Set(realRegister().organisations.map((o) => norm(o.name)));
    const rows = reviewedAliases().rows;
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.filter((r) => !onRegister.has(norm(r.organisation))).map((r) => `${r.brand} → ${r.organisation}`)).toEqual([]);
    expect(rows.filter((r) => !r.brandKey || !r.source || !/^\d{4}-\d{2}-\d{2}$/.test(r.checkedOn)).map((r) => r.brand)).toEqual([]);
  });
});
