import { Worker } from 'node:worker_threads';
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

/** What an import writes: the rows that differ from the stored register, and the changes to record. */
export interface RegisterDiff {
  rows: number;
  organisations: number;
  pending: repo.StagedOrganisation[];
  changes: repo.RegisterChange[];
  added: number;
  removed: number;
  ratingChanges: number;
  routeChanges: number;
}

/**
 * Reads a register CSV and compares it with the stored register (pages of JSON from `readStoredRegister`) in a
 * worker thread: parsing 142,567 rows, normalising every name and comparing them take seconds the server's own
 * thread spends answering requests instead, and only the differences come back (decision 058).
 */
function diffRegisterOffThread(text: string, stored: string[]): Promise<RegisterDiff> {
  const url = new URL('./register-worker.ts', import.meta.url);
  // The thread runs TypeScript through tsx, as the server does (its own --import is inherited when present).
  const execArgv = process.execArgv.some((a) => a.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: { text, stored }, execArgv });
    worker.once('message', (m: { ok: true; result: RegisterDiff } | { ok: false; message: string; format: boolean }) => {
      if (m.ok) resolve(m.result);
      else reject(m.format ? new RegisterFormatError(m.message) : new Error(m.message));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the register reader stopped (exit code ${code})`)));
  });
}

export interface ImportResult {
  importId: number;
  rows: number;
  organisations: number;
  added: number;
  removed: number;
  /** Organisations whose entry changed in any way (towns, ratings, routes, spelling). */
  changed: number;
  /** Of those, how many changed their rating or their routes. */
  ratingChanges: number;
  routeChanges: number;
  /** The organisations written (added, changed or removed), lower case: only their employers' verdicts can change. */
  written: Set<string>;
}

export type Progress = (stage: string, done: number, total: number) => void;

/**
 * Rows per statement or transaction while a refresh runs: each holds PGlite's one connection, so searches wait
 * for at most one of them (decision 058).
 */
const WRITE_CHUNK = 50;
/**
 * The first import fills an empty register, so nothing searchers see is held up by its writes except the wait for
 * PGlite's connection: larger transactions, ten times fewer, for a first import a third faster.
 */
const FIRST_WRITE_CHUNK = 500;
const STAGE_CHUNK = 1000;
const READ_CHUNK = 1000;

/** Lets requests that arrived meanwhile run (timers, I/O and their queries) before the next chunk. */
const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const setText = (values: readonly string[]) => [...values].sort().join('; ');
const nameKeysOf = (o: RegisterOrganisation) => [...(o.key ? [`name:${o.key}`] : []), ...o.aliases.map((a) => `alias:${a}`)].sort();

/**
 * Writes an import's pending rows to the register, a small transaction at a time (searches go on between them),
 * then marks it done. Also what resumes an import a crash cut short.
 */
async function applyImport(db: Db, importId: number, progress: Progress): Promise<void> {
  const chunk = (await repo.hasImportBefore(db, importId)) ? WRITE_CHUNK : FIRST_WRITE_CHUNK;
  const total = await repo.pendingCount(db, importId);
  let done = 0;
  progress('Writing', 0, total);
  for (;;) {
    const n = await repo.applyPendingChunk(db, importId, chunk);
    if (!n) break;
    await breathe();
    done += n;
    progress('Writing', Math.min(done, total), total);
  }
  await repo.markDone(db, importId);
}

/** The stored register, a page of JSON at a time (searches go on between the pages). */
async function readStoredRegister(db: Db): Promise<string[]> {
  const pages: string[] = [];
  for (let after = 0; ;) {
    const page = await repo.storedRegisterPage(db, after, READ_CHUNK);
    if (page.lastId === null) return pages;
    pages.push(page.json);
    after = page.lastId;
    await breathe();
  }
}

/**
 * Compares a register read from its CSV with the stored one (pages of JSON) and lists what to write: organisations
 * added, removed or changed in any way, and the changes to record (added, removed, rating, routes).
 */
export function diffRegister(parsed: { rows: number; organisations: RegisterOrganisation[] }, storedPages: string[]): RegisterDiff {
  const stored = new Map<string, repo.StoredOrganisation>();
  for (const page of storedPages) for (const s of JSON.parse(page) as repo.StoredOrganisation[]) stored.set(s.name_lower, s);
  const { organisations } = parsed;
  const pending: repo.StagedOrganisation[] = [];
  const changes: repo.RegisterChange[] = [];
  let added = 0;
  let ratingChanges = 0;
  let routeChanges = 0;
  const seen = new Set<string>();
  for (const o of organisations) {
    seen.add(o.nameLower);
    const old = stored.get(o.nameLower);
    const row = {
      op: 'upsert' as const,
      name: o.name,
      name_lower: o.nameLower,
      towns: o.towns,
      counties: o.counties,
      type_ratings: o.typeRatings,
      routes: o.routes,
      key: o.key,
      aliases: o.aliases,
    };
    if (!old) {
      added++;
      changes.push({ change: 'added', name: o.name });
      pending.push(row);
      continue;
    }
    const ratingBefore = setText(old.type_ratings);
    const ratingAfter = setText(o.typeRatings);
    if (ratingBefore !== ratingAfter) {
      ratingChanges++;
      changes.push({ change: 'rating', name: o.name, before: ratingBefore, after: ratingAfter });
    }
    const routesBefore = setText(old.routes);
    const routesAfter = setText(o.routes);
    if (routesBefore !== routesAfter) {
      routeChanges++;
      changes.push({ change: 'routes', name: o.name, before: routesBefore, after: routesAfter });
    }
    if (
      old.name !== o.name ||
      !sameList(old.towns, o.towns) ||
      !sameList(old.counties, o.counties) ||
      !sameList(old.type_ratings, o.typeRatings) ||
      !sameList(old.routes, o.routes) ||
      !sameList(old.keys ?? [], nameKeysOf(o))
    )
      pending.push(row);
  }
  let removed = 0;
  for (const old of stored.values()) {
    if (seen.has(old.name_lower)) continue;
    removed++;
    changes.push({ change: 'removed', name: old.name });
    pending.push({
      op: 'delete',
      name: old.name,
      name_lower: old.name_lower,
      towns: [],
      counties: [],
      type_ratings: [],
      routes: [],
      key: '',
      aliases: [],
    });
  }
  return { rows: parsed.rows, organisations: organisations.length, pending, changes, added, removed, ratingChanges, routeChanges };
}

/**
 * Brings the stored register to `parsed` (decision 054), in this thread: the command line, the demo data and
 * tests. The server's refresh compares in a worker thread instead (`importRegisterText`).
 */
export async function importRegister(
  db: Db,
  parsed: { rows: number; organisations: RegisterOrganisation[] },
  source: string,
  progress: Progress = () => {},
  /** Count words over these organisations instead (a part of the register loaded for a report keeps the whole register's word counts). */
  wordsFrom?: RegisterOrganisation[],
): Promise<ImportResult> {
  for (const unfinished of await repo.unfinishedImports(db)) await applyImport(db, unfinished, progress);
  progress('Comparing', 0, 1);
  const diff = diffRegister(parsed, await readStoredRegister(db));
  progress('Comparing', 1, 1);
  return writeDiff(db, diff, source, progress, wordsFrom);
}

/** `importRegister` from the CSV's text, read and compared in a worker thread: what the running server does. */
export async function importRegisterText(db: Db, text: string, source: string, progress: Progress = () => {}): Promise<ImportResult> {
  for (const unfinished of await repo.unfinishedImports(db)) await applyImport(db, unfinished, progress);
  progress('Reading', 0, 1);
  const stored = await readStoredRegister(db);
  progress('Comparing', 0, 1);
  const diff = await diffRegisterOffThread(text, stored);
  progress('Comparing', 1, 1);
  return writeDiff(db, diff, source, progress);
}

/**
 * Records what changed (from the second import on: the first one would list every organisation) together with the
 * rows to write, then writes only those rows, in small transactions. Organisations keep their ids across imports.
 * A crash while recording leaves nothing; a crash while writing is resumed by the next import.
 */
async function writeDiff(
  db: Db,
  diff: RegisterDiff,
  source: string,
  progress: Progress,
  wordsFrom?: RegisterOrganisation[],
): Promise<ImportResult> {
  const { pending, changes, added, removed } = diff;
  const previous = await repo.latestImportId(db);
  const importId = await repo.insertImport(db, { source, rows: diff.rows, organisations: diff.organisations });
  for (let i = 0; i < pending.length; i += STAGE_CHUNK) {
    await repo.stagePending(db, importId, pending.slice(i, i + STAGE_CHUNK));
    progress('Loading', Math.min(i + STAGE_CHUNK, pending.length), pending.length);
    await breathe();
  }
  if (previous !== undefined)
    for (let i = 0; i < changes.length; i += STAGE_CHUNK) {
      await repo.insertChanges(db, importId, changes.slice(i, i + STAGE_CHUNK));
      await breathe();
    }
  await repo.markApplying(db, importId, added, removed);

  await applyImport(db, importId, progress);
  if (wordsFrom) {
    // Word frequencies across organisations (each organisation counts a word once).
    const counts = new Map<string, number>();
    for (const o of wordsFrom)
      for (const token of new Set([o.key, ...o.aliases].join(' ').split(' ').filter(Boolean)))
        counts.set(token, (counts.get(token) ?? 0) + 1);
    await repo.replaceTokens(
      db,
      [...counts].map(([token, n]) => ({ token, organisations: n })),
    );
  }
  // Statistics only when much changed: a daily refresh touches a few hundred organisations of 140,000.
  if (pending.length > Math.max(1000, diff.organisations / 20)) await repo.analyzeRegister(db);

  return {
    importId,
    rows: diff.rows,
    organisations: diff.organisations,
    added,
    removed,
    changed: pending.length - added - removed,
    ratingChanges: diff.ratingChanges,
    routeChanges: diff.routeChanges,
    written: new Set(pending.map((p) => p.name_lower)),
  };
}
