import { healthResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const startedAt = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const dbOk = await app.database.ping();
      return reply
        .code(dbOk ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: dbOk ? 'ok' : 'degraded',
          db: dbOk ? 'ok' : 'down',
          database: app.database.kind,
          version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        });
    },
  );
};

export default routes;
