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
 * Where mail goes, one attempt per call (retries are the mailer's, through the queue: plugins/mail.ts).
 * `messageId` makes a retried email the same email to the receiver.
 */
export interface MailTransport {
  send(message: MailMessage, options?: { messageId?: string }): Promise<void>;
  close(): void;
  /** Only the development outbox: what was "sent", newest first. */
  readonly outbox?: OutboxReader;
}

/**
 * What modules send account emails with (`app.mailer`, made in plugins/mail.ts): sends at once through the
 * mail transport; if that fails and the queue runs, the same message is queued for retries (decision 022) and
 * this resolves. It rejects only when the message could be neither sent nor queued.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
