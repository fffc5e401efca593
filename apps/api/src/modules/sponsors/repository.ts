import { query, sponsors, sql, type DbOrTx } from '@jobbridge/db';

/** SQL of the sponsor register: organisations, their names and tokens, imports and aliases. */

export async function countSponsors(db: DbOrTx): Promise<number> {
  const [{ n } = { n: 0 }] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sponsors}`);
  return n;
}
