import { devMailResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isLoopback } from '../../lib/network.ts';
import type { OutboxReader } from '../../providers/mail/index.ts';

/**
 * The development outbox as JSON, newest first. Registered only when the mail provider is the outbox (app.ts),
 * and answered only to callers on this machine: it holds every account's sign-in and reset links.
 */
const routes: FastifyPluginAsyncZod<{ outbox: OutboxReader }> = async (app, { outbox }) => {
  // The socket's peer, never `request.ip`: with TRUST_PROXY an X-Forwarded-For header could claim 127.0.0.1.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.raw.socket.remoteAddress)) throw new AppError('FORBIDDEN');
  });
  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail the app would have sent, a page at a time (development outbox only; 404 with real mail or in production)',
        querystring: z.object({
          to: z.string().max(254).optional(),
          /** One email by its Message-ID header, as Flash Apply shows it (e.g. `<uuid@host>`). */
          messageId: z.string().max(998).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          /** Older mail: page 2 is the `limit` emails after the first `limit`. */
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: { 200: devMailResponse },
      },
    },
    async (request) => {
      const { to, messageId, limit, page } = request.query;
      const rows = await outbox.list({ to, messageId, limit, offset: (page - 1) * limit });
      return rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() }));
    },
  );
  app.get(
    '/dev/mail/:id/attachments/:position',
    {
      schema: {
        tags: ['development'],
        summary: 'One file attached to an outbox email (development mailbox), as a download',
        params: z.object({ id: z.uuid(), position: z.coerce.number().int().min(0).max(1000) }),
      },
    },
    async (request, reply) => {
      const file = await outbox.attachment(request.params.id, request.params.position);
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};

export default routes;
