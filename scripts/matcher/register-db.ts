import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb, type Database } from '@jobbridge/db';
import { SHARED_DATA } from '@jobbridge/test-data';
import { reviewedAliases } from '../../apps/api/src/modules/sponsors/aliases.ts';
import { cleanAdvertisedName, GENERIC_SUFFIX_WORDS, nameKey, nameKeys } from '../../apps/api/src/modules/sponsors/normalize.ts';
import { importRegister, readRegister } from '../../apps/api/src/modules/sponsors/register.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DEFAULT_REGISTER = join(SHARED_DATA, 'uk-sponsors-register-2026-07-24.csv');

/**
 * An in-memory database holding the part of the register the given names can reach, with the whole
 * register's word counts. The matcher only looks at organisations whose names hold all the words of the
 * advertised brand (exact, prefix, group and brand rules), start with its first word (close spellings), or
 * that a reviewed alias names: those are loaded, so it answers exactly as on the whole register.
 */
export async function registerDatabase(registerFile: string, names: string[]): Promise<{ database: Database; organisations: number }> {
  const register = readRegister(readFileSync(registerFile, 'utf8'));
  const counts = new Map<string, number>();
  for (const o of register.organisations)
    for (const w of new Set([o.key, ...o.aliases].join(' ').split(' '))) counts.set(w, (counts.get(w) ?? 0) + 1);
  // Per name, its first word and its brand's rarest word.
  const words = new Set<string>();
  for (const n of names) {
    const { key } = nameKeys(cleanAdvertisedName(n));
    if (!key) continue;
    // The name spaced another way ("ElevenLabs", "Under The Doormat"), as the matcher also tries it.
    for (const w of nameKey(n.replace(/([a-z])([A-Z])/g, '$1 $2')).split(' ')) words.add(w);
    words.add(key.replace(/ /g, ''));
    words.add(key.split(' ')[0]!);
    const brand = key.split(' ').filter((w) => !GENERIC_SUFFIX_WORDS.has(w) && !['nhs', 'foundation', 'trust'].includes(w));
    if (brand.length) words.add(brand.reduce((a, b) => ((counts.get(b) ?? 0) < (counts.get(a) ?? 0) ? b : a)));
  }
  const aliased = new Set(reviewedAliases().rows.map((r) => r.organisation.replace(/\s+/g, ' ').trim().toLowerCase()));
  // The name with one compound spaced another way ("Home Care" / "HomeCare"), as the matcher also tries it.
  const compact = new Set(names.map((n) => nameKeys(cleanAdvertisedName(n)).key.replace(/ /g, '')));
  const organisations = register.organisations.filter(
    (o) =>
      aliased.has(o.nameLower) ||
      [o.key, ...o.aliases].some((k) => compact.has(k.replace(/ /g, '')) || k.split(' ').some((w) => words.has(w))),
  );
  // The whole schema: the import also counts each organisation's open jobs.
  const database = await createDb({ memory: true });
  await database.migrate();
  await importRegister(database.db, { rows: organisations.length, organisations }, registerFile, () => {}, register.organisations);
  return { database, organisations: organisations.length };
}
