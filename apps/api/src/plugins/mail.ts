import { devOutbox, type Db } from '@jobbridge/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config/env.ts';
import { mailRetryJob, messageKey, sealMessage } from '../jobs/mail-retry.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes, one attempt per call. `messageId` makes a retried email the same email to the receiver. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage, options?: { messageId?: string }): Promise<void>;
  close(): void;
}

export interface Mailer {
  kind: MailTransport['kind'];
  /**
   * Sends at once; if that fails and the queue runs, the same message is queued for retries (decision 022)
   * and this resolves. It rejects only when the message could be neither sent nor queued.
   */
  send(message: MailMessage): Promise<void>;
  /** Single attempts, for the retry job. */
  transport: MailTransport;
  close(): void;
}

/** SMTP when `SMTP_URL` is set; otherwise the development outbox in the database (readable at /dev/mail). */
export function createMailer(config: Config, db: Db): MailTransport {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    const domain = new URL(config.publicUrl).hostname;
    return {
      kind: 'smtp',
      async send(message, options = {}) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message, ...(options.messageId ? { messageId: `<${options.messageId}@${domain}>` } : {}) });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(devOutbox).values(message);
    },
    close: () => {},
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mail(app: FastifyInstance) {
    const transport = createMailer(app.config, app.db);
    const mailer: Mailer = {
      kind: transport.kind,
      transport,
      close: () => transport.close(),
      async send(message) {
        const key = messageKey(message);
        try {
          await transport.send(message, { messageId: key });
        } catch (err) {
          // The queue plugin is registered after this one; it is looked up when a send fails.
          if (!app.hasDecorator('queue') || !app.queue.running) throw err;
          const sealed = sealMessage(app.config.JWT_SECRET, message);
          try {
            await app.queue.send(mailRetryJob, { key, sealed }, { singletonKey: key, startAfter: app.config.MAIL_RETRY_SECONDS });
          } catch (queueErr) {
            app.log.error({ err: queueErr }, 'could not queue an email for retry');
            throw err;
          }
          app.log.warn({ err, mailKey: key }, 'email not sent; queued for retry');
        }
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
