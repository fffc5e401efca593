import type { Db } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';
import { outbox } from './outbox.ts';
import { smtp } from './smtp.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** One email as the development outbox stored it (`from` and files: sent from a development mailbox). */
interface OutboxMessage extends Omit<MailMessage, 'headers'> {
  headers: Record<string, string> | null;
  id: string;
  from: string | null;
  messageId: string | null;
  sentAt: Date;
  attachments: { position: number; filename: string; contentType: string; size: number }[];
}

/** The development outbox read back: for the loopback-only `/api/dev/mail` routes and the browser tests. */
export interface OutboxReader {
  list(options: { to?: string; messageId?: string; limit: number; offset?: number }): Promise<OutboxMessage[]>;
  attachment(id: string, position: number): Promise<{ filename: string; contentType: string; content: Buffer } | null>;
}

/**
 * Where mail goes, one attempt per call (retries are the mail plugin's, through the queue: plugins/mail.ts).
 * `messageId` makes a retried email the same email to the receiver.
 */
export interface MailTransport {
  send(message: MailMessage, options?: { messageId?: string }): Promise<void>;
  close(): void;
  /** Only the development outbox: what was "sent", newest first. */
  readonly outbox?: OutboxReader;
}

/** SMTP when `SMTP_URL` is set; otherwise the development outbox in the database (production refuses that). */
export function createMailTransport(config: Config, db: Db): MailTransport {
  if (config.SMTP_URL) return smtp({ url: config.SMTP_URL, from: config.MAIL_FROM, messageIdDomain: new URL(config.publicUrl).hostname });
  return outbox(db);
}
