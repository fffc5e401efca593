import { healthResponse, readyResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isWarm } from './readiness.ts';

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

  // Readiness, apart from liveness: the proxy and the rolling upgrade send traffic to an instance only once its
  // searches are warm (decision 060); until then 503.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: warmed up and the database reachable',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      const status = !isWarm(app) ? 'warming' : (await app.database.ping()) ? 'ready' : 'degraded';
      return reply
        .code(status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
    },
  );
};

export default routes;
