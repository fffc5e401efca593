import { query, searchHistory, sql, type Db } from '@jobbridge/db';
import type { ParsedSearch, Place } from './query.ts';
import {
  cityJobsSql,
  FIELD_SEPARATOR,
  lexemesSql,
  matchColumns,
  matchesSql,
  matchesTextSql,
  postedQuantilesSql,
  ROW_SEPARATOR,
  wordFrequenciesSql,
  type MatchColumn,
} from './sql.ts';

/**
 * The search's statements (built in sql.ts) and the caller's search history. This file imports nothing of the
 * search's other parts but the parsed query's types: they call it, never the other way round.
 */

/** A match before paging: what ordering, paging and the facets need. */
export interface Candidate {
  id: number;
  /** Milliseconds since 1970. */
  posted_at: number;
  rank?: number;
  verdict_kind: string;
  salary_status: string;
  contract_type: string | null;
  remote: string | null;
  /** With a phrase or a left-out word: how many matches of the positive words were looked at. */
  scanned?: number;
}

type MatchOptions = Parameters<typeof matchesSql>[2];

/**
 * The newest matches (matchesSql), and for a phrase or a left-out word how many matches of the positive words
 * were checked. On a handle with a statement_timeout (Database.timed), a search that would take too long fails
 * fast (SearchTimeout) instead of holding a connection while others queue.
 */
export async function findMatches(db: Db, s: ParsedSearch, place: Place, opts: MatchOptions): Promise<Matches> {
  const columns = matchColumns(s, opts);
  let text: string | null;
  try {
    const [row] = await query<{ rows: string | null }>(db, matchesTextSql(matchesSql(s, place, opts), columns));
    text = row?.rows ?? null;
  } catch (err) {
    if (isQueryCanceled(err)) throw new SearchTimeout();
    throw err;
  }
  const rows = text ? candidatesOf(text, columns) : [];
  const scanned = rows[0]?.scanned;
  return { rows: rows.filter((r) => r.id !== null), scanned };
}

/**
 * The matches from matchesTextSql's text (a null field is empty: the phrase's row with none passing has no id).
 * Every match is built with the same fields in the same order, which keeps this loop fast in V8.
 */
function candidatesOf(text: string, columns: readonly MatchColumn[]): Candidate[] {
  const at = (column: MatchColumn) => columns.indexOf(column);
  const [id, posted, verdict, salary, contract, remote, rank, scanned] = [
    at('id'),
    at('posted_at'),
    at('verdict_kind'),
    at('salary_status'),
    at('contract_type'),
    at('remote'),
    at('rank'),
    at('scanned'),
  ];
  const number = (f: string[], i: number) => (i < 0 ? undefined : f[i] === '' ? null : Number(f[i]));
  const textOf = (f: string[], i: number) => (i < 0 || f[i] === '' ? null : f[i]!);
  return text.split(ROW_SEPARATOR).map((line) => {
    const f = line.split(FIELD_SEPARATOR);
    if (f.length !== columns.length) throw new Error(`a search match has ${f.length} fields, not ${columns.length}`);
    return {
      id: number(f, id),
      posted_at: number(f, posted),
      verdict_kind: textOf(f, verdict),
      salary_status: textOf(f, salary),
      contract_type: textOf(f, contract),
      remote: textOf(f, remote),
      rank: number(f, rank),
      scanned: number(f, scanned),
    } as Candidate;
  });
}

export interface Matches {
  rows: Candidate[];
  scanned?: number;
}

/** A search statement ran past its statement_timeout. */
export class SearchTimeout extends Error {}

function isQueryCanceled(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '57014') return true;
  return false;
}

export async function cityHasJobs(db: Db, city: string): Promise<boolean> {
  const [row] = await query<{ n: number }>(db, cityJobsSql(city));
  return Number(row?.n ?? 0) > 0;
}

export async function searchWordFrequencies(db: Db): Promise<Map<string, number>> {
  const rows = await query<{ word: string; freq: number }>(db, wordFrequenciesSql());
  return new Map(rows.map((r) => [r.word, Number(r.freq)]));
}

/** Each word's stems as the search document stores them (none for a stop word). */
export async function lexemesOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const r of await query<{ word: string; lexeme: string }>(db, lexemesSql(words))) {
    out.set(r.word, [...(out.get(r.word) ?? []), r.lexeme]);
  }
  return out;
}

export async function postedQuantiles(db: Db): Promise<{ n: number; quantiles: number[] }> {
  const [row] = await query<{ n: number; quantiles: number[] | string | null }>(db, postedQuantilesSql());
  // node-postgres parses a float8[]; PGlite hands over its text form, "{1.5,2.5}".
  const raw = row?.quantiles ?? [];
  const seconds = typeof raw === 'string' ? raw.replace(/[{}]/g, '').split(',').filter(Boolean) : raw;
  return { n: Number(row?.n ?? 0), quantiles: seconds.map((s) => Number(s) * 1000) };
}

// Search history ----------------------------------------------------------------------------------------------

/** Keeps the caller's last 20 searches (the same search again moves to the top). */
export async function addSearch(db: Db, userId: string, q: string, location: string): Promise<void> {
  await db.execute(sql`delete from ${searchHistory} where user_id = ${userId} and q = ${q} and location = ${location}`);
  await db.execute(sql`insert into ${searchHistory} (user_id, q, location) values (${userId}, ${q}, ${location})`);
  await db.execute(sql`delete from ${searchHistory} where user_id = ${userId} and id not in (
    select id from ${searchHistory} where user_id = ${userId} order by created_at desc, id desc limit 20)`);
}

export function recentSearches(db: Db, userId: string, limit: number) {
  return query<{ id: number; q: string; location: string; created_at: Date }>(
    db,
    sql`
    select id, q, location, created_at from ${searchHistory} where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
  );
}

export async function clearSearches(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from ${searchHistory} where user_id = ${userId}`);
}
