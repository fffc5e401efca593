import { parse } from 'csv-parse/sync';
import type { Db } from '@jobbridge/db';
import { nameKeys } from './normalize.ts';
import * as repo from './repository.ts';

const REGISTER_HEADER = ['Organisation Name', 'Town/City', 'County', 'Type & Rating', 'Route'];

export interface RegisterOrganisation {
  name: string;
  nameLower: string;
  towns: string[];
  counties: string[];
  typeRatings: string[];
  routes: string[];
  key: string;
  aliases: string[];
}

export class RegisterFormatError extends Error {}

const tidy = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * Reads the register CSV (UTF-8, optional BOM, CRLF, RFC 4180 quoting) and folds its rows — one per
 * organisation and route, with untrimmed names and mixed-case towns — into one record per organisation.
 */
export function readRegister(csv: string): { rows: number; organisations: RegisterOrganisation[] } {
  const records: string[][] = parse(csv, { bom: true, relax_column_count: false, skip_empty_lines: true });
  const [header, ...rows] = records;
  if (!header || header.map(tidy).join('|') !== REGISTER_HEADER.join('|')) {
    throw new RegisterFormatError(
      `Not the register of licensed sponsors: expected the columns ${REGISTER_HEADER.join(', ')}, found ${header?.join(', ') ?? 'nothing'}`,
    );
  }
  const byName = new Map<
    string,
    { name: string; towns: Map<string, string>; counties: Set<string>; typeRatings: Set<string>; routes: Set<string> }
  >();
  for (const row of rows) {
    const name = tidy(row[0]);
    if (!name) continue;
    const nameLower = name.toLowerCase();
    let org = byName.get(nameLower);
    if (!org) {
      org = { name, towns: new Map(), counties: new Set(), typeRatings: new Set(), routes: new Set() };
      byName.set(nameLower, org);
    }
    const town = tidy(row[1]);
    // "LONDON", "London " and "london" are one town; keep the first spelling that is not all capitals.
    if (town) {
      const known = org.towns.get(town.toLowerCase());
      if (!known || (known === known.toUpperCase() && town !== town.toUpperCase())) org.towns.set(town.toLowerCase(), town);
    }
    const county = tidy(row[2]);
    if (county) org.counties.add(county);
    const typeRating = tidy(row[3]);
    if (typeRating) org.typeRatings.add(typeRating);
    const route = tidy(row[4]);
    if (route) org.routes.add(route);
  }
  const organisations = [...byName.entries()].map(([nameLower, o]) => {
    const { key, aliases } = nameKeys(o.name);
    return {
      name: o.name,
      nameLower,
      towns: [...o.towns.values()],
      counties: [...o.counties],
      typeRatings: [...o.typeRatings],
      routes: [...o.routes],
      key,
      aliases,
    };
  });
  return { rows: rows.length, organisations };
}

export interface ImportResult {
  importId: number;
  rows: number;
  organisations: number;
  added: number;
  removed: number;
  changed: number;
}

export type Progress = (stage: string, done: number, total: number) => void;

const CHUNK = 5000;

/**
 * Replaces the register in one transaction: readers see the old register until the new one is complete.
 * Organisations keep their ids across imports; those that appeared or disappeared are recorded (from the
 * second import on: the first one would list every organisation).
 */
export async function importRegister(
  db: Db,
  parsed: { rows: number; organisations: RegisterOrganisation[] },
  source: string,
  progress: Progress = () => {},
  /** Count words over these organisations instead (a part of the register loaded for a report keeps the whole register's word counts). */
  wordsFrom?: RegisterOrganisation[],
): Promise<ImportResult> {
  const { organisations } = parsed;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await repo.createStaging(tx);
    for (let i = 0; i < organisations.length; i += CHUNK) {
      const chunk = organisations.slice(i, i + CHUNK).map((o) => ({
        name: o.name,
        name_lower: o.nameLower,
        towns: o.towns,
        counties: o.counties,
        type_ratings: o.typeRatings,
        routes: o.routes,
        key: o.key,
        aliases: o.aliases,
      }));
      await repo.stage(tx, chunk);
      progress('Loading', Math.min(i + CHUNK, organisations.length), organisations.length);
    }

    const previous = await repo.latestImportId(tx);
    const importId = await repo.insertImport(tx, { source, rows: parsed.rows, organisations: organisations.length });

    progress('Comparing', 0, 1);
    const added = await repo.stagedAdded(tx);
    const removed = await repo.stagedRemoved(tx);
    if (previous !== undefined) {
      const changes = [
        ...added.map((a) => ({ change: 'added', name: a.name })),
        ...removed.map((r) => ({ change: 'removed', name: r.name })),
      ];
      for (let i = 0; i < changes.length; i += CHUNK) await repo.insertChanges(tx, importId, changes.slice(i, i + CHUNK));
    }
    progress('Comparing', 1, 1);

    progress('Writing', 0, 3);
    const changedRows = await repo.writeStaged(tx, importId);
    progress('Writing', 1, 3);

    // The keys are derived from the names: rebuild them all (cheap next to the indexes it keeps current).
    await repo.rebuildNames(tx);
    progress('Writing', 2, 3);

    // Word frequencies across organisations (each organisation counts a word once).
    const counts = new Map<string, number>();
    for (const o of wordsFrom ?? organisations) {
      for (const token of new Set([o.key, ...o.aliases].join(' ').split(' ').filter(Boolean)))
        counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    const tokens = [...counts.entries()].map(([token, n]) => ({ token, organisations: n }));
    await repo.deleteTokens(tx);
    for (let i = 0; i < tokens.length; i += CHUNK * 4) await repo.insertTokens(tx, tokens.slice(i, i + CHUNK * 4));
    await repo.setImportCounts(tx, importId, added.length, removed.length);
    await repo.refreshDirectoryColumns(tx);
    await repo.refreshOpenJobs(tx);
    await repo.analyzeRegister(tx);
    progress('Writing', 3, 3);

    const touched = changedRows.filter((r) => r.touched).length;
    return {
      importId,
      rows: parsed.rows,
      organisations: organisations.length,
      added: added.length,
      removed: removed.length,
      changed: Math.max(0, touched - added.length),
    };
  });
}
