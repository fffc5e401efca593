import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailRetryJob, messageKey, sealMessage } from '../queue/mail-retry.ts';
import type { Mailer } from '../providers/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mail(app: FastifyInstance) {
    const transport = app.providers.mail;
    const mailer: Mailer = {
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
  },
  { name: 'mail', dependencies: ['config', 'providers'] },
);
