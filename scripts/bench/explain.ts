/**
 * The exact SQL the endpoint runs for a query string: searchJobs() is called with a database stand-in that
 * records its statements, which drizzle's PostgreSQL dialect then renders to text and parameters.
 */
import { searchJobsQuery } from '@jobbridge/contracts';
import type { Db, SQL } from '@jobbridge/db';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { cardsFor } from '../../apps/api/src/modules/jobs/service.ts';
import { parseSearch } from '../../apps/api/src/modules/search/query.ts';
import { searchJobs } from '../../apps/api/src/modules/search/search.ts';

export interface RenderedQuery {
  sql: string;
  params: unknown[];
}

export async function searchStatements(qs: string): Promise<RenderedQuery[]> {
  const statements: SQL[] = [];
  const recorder = {
    execute: async (statement: SQL) => {
      statements.push(statement);
      return { rows: [] };
    },
  } as unknown as Db;
  const parsed = searchJobsQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
  await searchJobs(recorder, parseSearch(parsed), { cards: (ids) => cardsFor(recorder, ids) });
  const dialect = new PgDialect();
  return statements.map((s) => {
    const { sql, params } = dialect.sqlToQuery(s);
    return { sql, params };
  });
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of every statement the endpoint runs for `qs`, as text. */
export async function explainSearch(client: pg.Client, qs: string): Promise<string> {
  const parts: string[] = [];
  for (const [i, statement] of (await searchStatements(qs)).entries()) {
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    parts.push(
      [
        `-- statement ${i + 1} (${i === 0 ? 'the page' : 'capped total and facets'})`,
        `-- ${statement.sql.replace(/\s+/g, ' ')}`,
        `-- params: ${JSON.stringify(statement.params)}`,
        ...result.rows.map((r) => r['QUERY PLAN']),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
