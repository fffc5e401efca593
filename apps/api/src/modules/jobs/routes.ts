import {
  errorResponse,
  jobDetailResponse,
  markedJobsQuery,
  markedJobsResponse,
  recommendationsResponse,
  searchHistoryResponse,
  searchJobsQuery,
  searchJobsResponse,
  updateJobMarksRequest,
  updateJobMarksResponse,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobCard } from '@jobbridge/contracts';
import { Cache } from '../../lib/cache.ts';
import { Slots } from '../../lib/slots.ts';
import { fullySignedInUserId } from '../auth/index.ts';
import { clearSearchHistory, searchCache, searchHistory } from '../search/index.ts';
import { jobDetail, markedJobs, recommendJobs, searchWithMarks, updateMarks } from './service.ts';

/** Single cards kept by job id for search pages (about 20 MB at most). */
const CACHED_CARDS = 20_000;

const jobId = z.object({ id: z.coerce.number().int().min(1) });

/** Public job routes: search and detail. The caller's marks come along when a valid token does. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = searchCache(app.config.SEARCH_CACHE_SECONDS * 1000);
  const cards = new Cache<JobCard>({ ttlMs: app.config.SEARCH_CACHE_SECONDS * 1000, maxEntries: CACHED_CARDS });
  // On PostgreSQL a search's statements are cancelled after SEARCH_TIMEOUT_MS (0: never); PGlite cannot cancel one.
  const matchesDb = app.config.SEARCH_TIMEOUT_MS ? app.database.timed?.(app.config.SEARCH_TIMEOUT_MS) : undefined;
  // Searches that read the database take turns (decision 046).
  const slots = new Slots(app.config.SEARCH_CONCURRENCY);
  app.get(
    '/jobs/search',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['jobs'],
        summary: 'Search jobs (a keyword or a location is needed) with sponsor, salary, date, contract and remote filters',
        querystring: searchJobsQuery,
        response: { 200: searchJobsResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const caller = await app.optionalAuth(request);
      return searchWithMarks(app.db, request.query, fullySignedInUserId(caller), { cache, cards, matchesDb, slots });
    },
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A job with its full description, sponsor verdict and related jobs',
        params: jobId,
        response: { 200: jobDetailResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const caller = await app.optionalAuth(request);
      return jobDetail(app.db, request.params.id, fullySignedInUserId(caller));
    },
  );
};

const security = [{ bearerAuth: [] }];

/** The signed-in user's marks, lists and history (under /api/app: fully signed in, own rows only). */
export const myJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/app/jobs/:id/marks',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Save, mark applied or add to the Flash list (or undo)',
        security,
        params: jobId,
        body: updateJobMarksRequest,
        response: { 200: updateJobMarksResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => updateMarks(app.db, request.auth.user.id, request.params.id, request.body),
  );

  for (const mark of ['saved', 'applied'] as const) {
    app.get(
      `/app/jobs/${mark}`,
      {
        schema: {
          tags: ['jobs'],
          summary: `The caller's ${mark} jobs, newest first`,
          security,
          querystring: markedJobsQuery,
          response: { 200: markedJobsResponse },
        },
      },
      async (request) => markedJobs(app.db, request.auth.user.id, mark, request.query.page, request.query.pageSize),
    );
  }

  app.get(
    '/app/jobs/recommendations',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Up to 6 jobs recommended from the caller’s resume profile (else recent searches, else saved jobs)',
        security,
        response: { 200: recommendationsResponse },
      },
    },
    async (request) => recommendJobs(app.db, request.auth.user.id),
  );

  app.get(
    '/app/search-history',
    { schema: { tags: ['jobs'], summary: "The caller's last 20 searches", security, response: { 200: searchHistoryResponse } } },
    async (request) => searchHistory(app.db, request.auth.user.id),
  );

  app.delete(
    '/app/search-history',
    { schema: { tags: ['jobs'], summary: "Clear the caller's search history", security, response: { 204: z.null() } } },
    async (request, reply) => {
      await clearSearchHistory(app.db, request.auth.user.id);
      return reply.code(204).send(null);
    },
  );
};
