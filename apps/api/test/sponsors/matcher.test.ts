import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSponsor, ratingOf } from '../../src/modules/sponsors/matcher.ts';
import { cleanAdvertisedName, GENERIC_SUFFIX_WORDS, nameKeys } from '../../src/modules/sponsors/normalize.ts';
import { reviewedAliases } from '../../src/modules/sponsors/aliases.ts';
import { importRegister } from '../../src/modules/sponsors/register.ts';
import { MATCHES, NON_MATCHES } from './cases.ts';
import { realRegister, registerSubset } from './data.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const keys = [...MATCHES.map(([n]) => n), ...NON_MATCHES.map(([n]) => n)].flatMap((n) => {
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
