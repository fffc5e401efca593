import { devOutbox, type Db } from '@jobbridge/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when `SMTP_URL` is set; otherwise the development outbox in the database (readable at /dev/mail). */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
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
    const mailer = createMailer(app.config, app.db);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
