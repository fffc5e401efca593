import { devMailResponse } from '@jobbridge/contracts';
import { desc, devOutbox } from '@jobbridge/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isLoopback } from '../../lib/network.ts';

/**
 * The development outbox as JSON, newest first. Registered only when mail goes to the outbox, and answered
 * only to callers on this machine: it holds every account's sign-in and reset links.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The socket's peer, never `request.ip`: with TRUST_PROXY an X-Forwarded-For header could claim 127.0.0.1.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.raw.socket.remoteAddress)) throw new AppError('FORBIDDEN');
  });
  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail the app would have sent (development outbox only; 404 with real mail or in production)',
        querystring: z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: devMailResponse },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.db.select().from(devOutbox).orderBy(desc(devOutbox.sentAt)).limit(to ? 1000 : limit);
      return rows
        .filter((r) => !to || r.to.toLowerCase() === to.toLowerCase())
        .slice(0, limit)
        .map((r) => ({ ...r, sentAt: r.sentAt.toISOString() }));
    },
  );
};

export default routes;
