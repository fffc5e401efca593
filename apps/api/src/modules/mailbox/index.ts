// TEMPORARY (replaced by the mailbox module from wt-mailbox at merge): the agreed interface only.
import type { DbOrTx } from '@jobbridge/db';
import type { FastifyInstance } from 'fastify';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  messageId: string;
}
export interface LinkedMailbox {
  address: string;
  kind: 'gmail' | 'development';
  linkedAt: Date;
}
export class MailboxSendError extends Error {
  constructor(
    readonly kind: 'not-linked' | 'auth' | 'rate-limited' | 'rejected' | 'unknown',
    readonly notSent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(kind);
  }
}
export function linkedMailbox(_db: DbOrTx, _userId: string): Promise<LinkedMailbox | null> {
  return Promise.resolve(null);
}
export function sendFromMailbox(_app: FastifyInstance, _userId: string, _mail: OutgoingMail): Promise<{ providerMessageId: string }> {
  return Promise.reject(new MailboxSendError('not-linked', true));
}
