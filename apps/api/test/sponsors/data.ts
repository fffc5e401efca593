import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readRegister, type RegisterOrganisation } from '../../src/modules/sponsors/register.ts';

/** The real data beside the checkout (never copied into the repository). */
export const SHARED_DATA = resolve(import.meta.dirname, '../../../../../shared/data');
export const REGISTER_CSV = resolve(SHARED_DATA, 'uk-sponsors-register-2026-07-24.csv');

if (!existsSync(REGISTER_CSV)) throw new Error(`The real register is expected at ${REGISTER_CSV} (../shared/data beside the repository)`);

let cached: ReturnType<typeof readRegister> | undefined;
export function realRegister() {
  cached ??= readRegister(readFileSync(REGISTER_CSV, 'utf8'));
  return cached;
}

/** The organisations that share a word with any of the given keys: enough for the matcher to be tested honestly. */
export function registerSubset(keys: string[], ignore: Set<string>): { rows: number; organisations: RegisterOrganisation[] } {
  const words = new Set(keys.flatMap((k) => k.split(' ')).filter((w) => w && !ignore.has(w)));
  const organisations = realRegister().organisations.filter((o) => [o.key, ...o.aliases].some((k) => k.split(' ').some((w) => words.has(w))));
  return { rows: organisations.length, organisations };
}
