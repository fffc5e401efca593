import { agencySchema, agencySlugParams, errorResponse, listAgenciesQuery, listAgenciesResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAgency, listAgencies } from './service.ts';

/** Public agency directory: /company/jobagency and /company/cnagency read these. */
export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agencies',
    {
      schema: {
        tags: ['agencies'],
        summary: 'List agencies of one kind (job agencies or Chinese-language agencies), ranked by tier then rank',
        description:
          'q matches the name, a service, a sector or the description (case-insensitive). Order: gold, silver, bronze, ' +
          'then agencies without a tier; inside a tier by rank. Demo entries carry isDemo.',
        querystring: listAgenciesQuery,
        response: { 200: listAgenciesResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return listAgencies(app.db, request.query);
    },
  );

  app.get(
    '/agencies/:slug',
    {
      schema: {
        tags: ['agencies'],
        summary: 'One agency: services, sectors, languages, contact and description',
        params: agencySlugParams,
        response: { 200: agencySchema, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getAgency(app.db, request.params.slug);
    },
  );
};
