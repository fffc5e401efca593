import type { Db } from '@jobbridge/db';
import { blockedAccounts, findAccount, isBlocked, setBlocked } from '../modules/flash/index.ts';

/**
 * `npm run admin -- flash block <user> [--reason "…"] | unblock <user> | blocked`: the operator's switch that
 * stops one account's Flash Apply sending at once (decision 052): new batches, confirmations and every email not
 * yet out are refused with FLASH_BLOCKED. <user> is the account's email, username or id.
 */
export class FlashCommandError extends Error {}

export const FLASH_USAGE = `  flash block <email|username|id> [--reason "why"]
  flash unblock <email|username|id>
  flash blocked`;

async function findUser(db: Db, who: string) {
  const row = await findAccount(db, who);
  if (!row) throw new FlashCommandError(`No account with the email, username or id ${who}`);
  return row;
}

export async function flashCommand(
  db: Db,
  action: string | undefined,
  who: string | undefined,
  reason: string | undefined,
  out: (line: string) => void,
): Promise<void> {
  if (action === 'blocked') {
    const rows = await blockedAccounts(db);
    for (const r of rows) out(`${r.email}\t${r.createdAt.toISOString()}\t${r.reason}`);
    out(`${rows.length} account${rows.length === 1 ? '' : 's'} blocked from sending.`);
    return;
  }
  if ((action !== 'block' && action !== 'unblock') || !who) throw new FlashCommandError(`Usage:\n${FLASH_USAGE}`);
  const user = await findUser(db, who);
  const changed = await setBlocked(db, user.id, action === 'block', reason ?? '');
  const now = (await isBlocked(db, user.id)) ? 'is blocked: nothing more is sent from it' : 'may send again';
  out(`${user.email} ${now}${changed ? '' : ' (no change)'}.`);
}
