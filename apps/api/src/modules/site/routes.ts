import { siteInfoResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteInfo } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['platform'],
        summary: 'Public site information: data-source notice, demo marker, contact links',
        response: { 200: siteInfoResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getSiteInfo(app.db, app.config);
    },
  );
};

export default routes;
