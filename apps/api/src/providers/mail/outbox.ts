import { desc, devOutbox, type Db } from '@jobbridge/db';
import type { MailTransport } from './index.ts';

/** The local default: mail is written to the `dev_outbox` table instead of being sent (development only). */
export function outbox(db: Db): MailTransport {
  return {
    async send(message) {
      await db.insert(devOutbox).values(message);
    },
    close: () => {},
    outbox: {
      async list({ to, limit }) {
        const rows = await db
          .select()
          .from(devOutbox)
          .orderBy(desc(devOutbox.sentAt))
          .limit(to ? 1000 : limit);
        return rows.filter((r) => !to || r.to.toLowerCase() === to.toLowerCase()).slice(0, limit);
      },
    },
  };
}
