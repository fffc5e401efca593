import type { DbOrTx } from '@jobbridge/db';
import type { Deps } from '../../plugins/deps.ts';
import type { OutgoingMail } from '../../providers/mailbox/index.ts';
import { linkedMailbox as findLinked, sendMail, type LinkedMailbox } from './service.ts';

/**
 * What other modules may use of the mailbox (Flash Apply sends through it): whether the person has a mailbox
 * that can send, and sending one email from it. See docs/decisions/033-mailbox.md for what `notSent` promises.
 */
export { MailboxSendError, type OutgoingMail } from '../../providers/mailbox/index.ts';
export type { LinkedMailbox } from './service.ts';

/** The person's mailbox when it can send (linked, and Google has not refused its token), else null. */
export function linkedMailbox(db: DbOrTx, userId: string): Promise<LinkedMailbox | null> {
  return findLinked(db, userId);
}

/** Sends one email from the person's mailbox; throws MailboxSendError (never anything else for a failed send). */
export function sendFromMailbox(
  deps: Deps<'db' | 'config' | 'providers' | 'log'>,
  userId: string,
  mail: OutgoingMail,
): Promise<{ providerMessageId: string }> {
  return sendMail(deps, userId, mail);
}

/** Unlinks the person's mailbox (revoking a Google token): account deletion uses it. */
export { unlinkMailbox } from './service.ts';
