import type { Db } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';
import { outbox } from './outbox.ts';
import { smtp } from './smtp.ts';
import type { MailTransport } from './types.ts';

export * from './types.ts';

/** SMTP when `SMTP_URL` is set; otherwise the development outbox in the database (production refuses that). */
export function createMailTransport(config: Config, db: Db): MailTransport {
  if (config.SMTP_URL) return smtp({ url: config.SMTP_URL, from: config.MAIL_FROM, messageIdDomain: new URL(config.publicUrl).hostname });
  return outbox(db);
}
