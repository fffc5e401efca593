import type { Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSponsor, ratingOf } from '../../src/modules/sponsors/matcher.ts';
import { cleanAdvertisedName, GENERIC_SUFFIX_WORDS, nameKeys } from '../../src/modules/sponsors/normalize.ts';
import { importRegister } from '../../src/modules/sponsors/register.ts';
import { MATCHES, NON_MATCHES } from './cases.ts';
import { registerSubset } from './data.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const keys = [...MATCHES.map(([n]) => n), ...NON_MATCHES.map(([n]) => n)].flatMap((n) => {
    const { key, aliases } = nameKeys(cleanAdvertisedName(n));
    return [key, ...aliases];
  });
  const subset = registerSubset(keys, new Set([...GENERIC_SUFFIX_WORDS, 'the', 'of', 'and', 'care', 'health', 'healthcare', 'homes']));
  await importRegister(database.db, subset, 'test subset');
}, 120_000);
afterAll(() => database.close());

describe('matching real employer spellings to the register', () => {
  it('finds the organisation a person would pick, and turns down the ones it should', async () => {
    let truePositives = 0;
    let falsePositives = 0;
    const wrong: string[] = [];
    for (const [advertised, town, organisation] of MATCHES) {
      const result = await matchSponsor(database.db, advertised, town);
      if (result.match?.organisationName === organisation) truePositives++;
      else {
        if (result.match) falsePositives++;
        wrong.push(`${advertised} (${town}) → ${result.match?.organisationName ?? 'no match'} (${result.confidence}), expected ${organisation}`);
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
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('answers with the register town, rating and routes', async () => {
    const result = await matchSponsor(database.db, 'Google', 'London');
    expect(result.confidence).toBeGreaterThanOrEqual(0.9);
    expect(result.match).toMatchObject({ organisationName: 'Google (UK) Limited', town: 'London', rating: 'A (Premium)' });
    expect(result.match!.routes).toContain('Skilled Worker');
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
