import type { Db } from '@jobbridge/db';
import type { OutboxReader } from '../mail/types.ts';
import { deliverToOutbox } from '../mail/repository.ts';
import { MailboxSendError, messageIdHeader, type Mailbox } from './types.ts';

/**
 * The local default: a "development mailbox" linked without Google, whose emails land in the development
 * outbox (`/dev/mail`) with their attachments, so Flash Apply works end to end on a fresh checkout.
 */
export function developmentMailbox(db: Db, messageIdDomain: string, outbox: OutboxReader): Mailbox {
  return {
    kind: 'development',
    outbox,
    async send(sender, mail) {
      try {
        const id = await deliverToOutbox(db, {
          ...mail,
          from: sender.address,
          messageId: messageIdHeader(mail.messageId, messageIdDomain),
        });
        return { providerMessageId: id };
      } catch (err) {
        // A failed transaction stores nothing, but a lost commit answer cannot be told from it: unknown.
        throw new MailboxSendError('unknown', false, `development outbox: ${(err as Error).message}`);
      }
    },
  };
}
