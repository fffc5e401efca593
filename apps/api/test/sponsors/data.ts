import { readFileSync } from 'node:fs';
import { sharedData } from '@jobbridge/test-data';
import { readRegister, type RegisterOrganisation } from '../../src/modules/sponsors/register.ts';

/** The real data beside the checkout (packages/test-data; never copied into the repository). */
export { SHARED_DATA } from '@jobbridge/test-data';
export const REGISTER_CSV = sharedData('uk-sponsors-register-2026-07-24.csv');

let cached: ReturnType<typeof readRegister> | undefined;
export function realRegister() {
  cached ??= readRegister(readFileSync(REGISTER_CSV, 'utf8'));
  return cached;
}

/** The organisations that share a word with any of the given keys: enough for the matcher to be tested honestly. */
export function registerSubset(keys: string[], ignore: Set<string>): { rows: number; organisations: RegisterOrganisation[] } {
  const words = new Set(keys.flatMap((k) => k.split(' ')).filter((w) => w && !ignore.has(w)));
  // Also those spelled with the same letters spaced another way ("Home Care" / "HomeCare"), as the matcher tries.
  const compact = new Set(keys.map((k) => k.replace(/ /g, '')));
  const organisations = realRegister().organisations.filter((o) =>
    [o.key, ...o.aliases].some((k) => compact.has(k.replace(/ /g, '')) || k.split(' ').some((w) => words.has(w))),
  );
  return { rows: organisations.length, organisations };
}
