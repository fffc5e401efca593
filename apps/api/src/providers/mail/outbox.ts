import type { Db } from '@jobbridge/db';
import { insertOutboxMail, outboxReader } from './repository.ts';
import type { MailTransport } from './types.ts';

/** The local default: mail is written to the `dev_outbox` table instead of being sent (development only). */
export function outbox(db: Db): MailTransport {
  return {
    async send(message, { messageId } = {}) {
      await insertOutboxMail(db, message, messageId);
    },
    close: () => {},
    outbox: outboxReader(db),
  };
}
