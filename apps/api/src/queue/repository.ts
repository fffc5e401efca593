import { query, QUEUE_APPLICATION_NAME, sql, type Db } from '@jobbridge/db';

/** SQL about the queue itself, beyond what pg-boss does. */

/** Whether a server's queue is connected to this database (its connections carry the queue's application name). */
export async function queueConnected(db: Db): Promise<boolean> {
  const [running] = await query<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from pg_stat_activity where application_name = ${QUEUE_APPLICATION_NAME} and datname = current_database()`,
  );
  return !!running?.n;
}
