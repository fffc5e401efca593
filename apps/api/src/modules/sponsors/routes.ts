import { errorResponse, sponsorMatchQuery, sponsorMatchResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchSponsor } from './matcher.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sponsors/match',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['sponsors'],
        summary: 'Match an employer name (and town) to the Home Office register of licensed sponsors',
        description:
          'A match is given only at confidence 0.9 or above: a wrong "licensed" is worse than a missed one. ' +
          'With no match, confidence is the score of the best candidate turned down. When the name is a brand licensed ' +
          'through several organisations (or a reviewed alias names several), group lists them, the matched one first.',
        querystring: sponsorMatchQuery,
        response: { 200: sponsorMatchResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { match, confidence, group } = await matchSponsor(app.db, request.query.name, request.query.town);
      reply.header('cache-control', 'public, max-age=300');
      return {
        match: match && { organisationName: match.organisationName, town: match.town, rating: match.rating, routes: match.routes },
        confidence: Math.round(confidence * 100) / 100,
        group,
      };
    },
  );
};

export default routes;
