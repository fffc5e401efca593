import { mailboxes, mailboxLinks, query, sql, type DbOrTx } from '@jobbridge/db';

/** SQL of linked mailboxes and Google links in progress. */

export interface MailboxRow {
  user_id: string;
  kind: 'gmail' | 'development';
  address: string;
  refresh_token_sealed: string | null;
  scope: string;
  linked_at: Date;
  broken_at: Date | null;
}

const COLUMNS = sql`user_id, kind, address, refresh_token_sealed, scope, linked_at, broken_at`;

const normalise = (row: MailboxRow): MailboxRow => ({
  ...row,
  linked_at: new Date(row.linked_at),
  broken_at: row.broken_at ? new Date(row.broken_at) : null,
});

export async function findMailbox(db: DbOrTx, userId: string): Promise<MailboxRow | null> {
  const [row] = await query<MailboxRow>(db, sql`select ${COLUMNS} from ${mailboxes} where user_id = ${userId}`);
  return row ? normalise(row) : null;
}

/** Links (or links again, replacing the previous mailbox): one mailbox per person. */
export async function saveMailbox(
  db: DbOrTx,
  input: { userId: string; kind: 'gmail' | 'development'; address: string; refreshTokenSealed: string | null; scope: string },
): Promise<MailboxRow> {
  const [row] = await query<MailboxRow>(
    db,
    sql`
    insert into ${mailboxes} (user_id, kind, address, refresh_token_sealed, scope, linked_at, broken_at)
    values (${input.userId}, ${input.kind}, ${input.address}, ${input.refreshTokenSealed}, ${input.scope}, now(), null)
    on conflict (user_id) do update set kind = excluded.kind, address = excluded.address,
      refresh_token_sealed = excluded.refresh_token_sealed, scope = excluded.scope, linked_at = excluded.linked_at, broken_at = null
    returning ${COLUMNS}`,
  );
  return normalise(row!);
}

/** Google refused the token: kept (to be revoked and shown) but no longer used until linked again. */
export async function markMailboxBroken(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`update ${mailboxes} set broken_at = now() where user_id = ${userId} and broken_at is null`);
}

/** Removes the caller's mailbox and answers what it was (to revoke its token), or null. */
export async function deleteMailbox(db: DbOrTx, userId: string): Promise<MailboxRow | null> {
  const [row] = await query<MailboxRow>(db, sql`delete from ${mailboxes} where user_id = ${userId} returning ${COLUMNS}`);
  return row ? normalise(row) : null;
}

export async function insertLink(
  db: DbOrTx,
  input: { stateHash: string; userId: string; verifierSealed: string; browserHash: string; expiresAt: Date },
): Promise<void> {
  // A person has one link in progress at a time; expired ones of anyone go too.
  await db.execute(sql`delete from ${mailboxLinks} where user_id = ${input.userId} or expires_at < now()`);
  await db.execute(sql`
    insert into ${mailboxLinks} (state_hash, user_id, verifier_sealed, browser_hash, expires_at)
    values (${input.stateHash}, ${input.userId}, ${input.verifierSealed}, ${input.browserHash}, ${input.expiresAt.toISOString()}::timestamptz)`);
}

/** The link a state belongs to, used up by this call (a state works once), when it has not expired. */
export async function takeLink(
  db: DbOrTx,
  stateHash: string,
): Promise<{ user_id: string; verifier_sealed: string; browser_hash: string } | null> {
  const [row] = await query<{ user_id: string; verifier_sealed: string; browser_hash: string; live: boolean }>(
    db,
    sql`delete from ${mailboxLinks} where state_hash = ${stateHash}
    returning user_id, verifier_sealed, browser_hash, expires_at > now() as live`,
  );
  return row?.live ? row : null;
}
