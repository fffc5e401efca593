import { companyAnalysisResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Cache } from '../../lib/cache.ts';
import { computeAnalysis } from './service.ts';

/**
 * GET /api/companies/analysis: the register and the jobs in figures. Computed from the database and kept
 * ANALYSIS_CACHE_SECONDS (a register or job import, run by the command line in another process, shows after
 * at most that long); concurrent requests share one computation.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const seconds = app.config.ANALYSIS_CACHE_SECONDS;
  const cache = new Cache<Awaited<ReturnType<typeof computeAnalysis>>>({ ttlMs: seconds * 1000, maxEntries: 1 });

  app.get(
    '/companies/analysis',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company analysis: sponsors by route, rating, town and region, register changes, sponsored jobs by sector and salary',
        response: { 200: companyAnalysisResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${Math.min(seconds, 300)}`);
      return cache.getOrLoad('analysis', () => computeAnalysis(app.db, app.config.thresholds));
    },
  );
};

export default routes;
