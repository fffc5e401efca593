import { errorResponse, sponsorGroupSchema } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchSponsor } from './matcher.ts';

const sponsorMatchResponse = z.object({
  match: z
    .object({ organisationName: z.string(), town: z.string().nullable(), rating: z.string().nullable(), routes: z.array(z.string()) })
    .nullable(),
  confidence: z.number().min(0).max(1),
  /** The name is a brand licensed through several register organisations: "one of 3 Barclays entities". */
  group: sponsorGroupSchema.nullable(),
});

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
        querystring: z.object({ name: z.string().trim().min(1).max(300), town: z.string().trim().max(100).optional() }),
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
