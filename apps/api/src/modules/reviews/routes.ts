import {
  errorResponse,
  reportReviewResponse,
  reviewSchema,
  reviewsQuery,
  reviewsResponse,
  upsertReviewRequest,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fullySignedInUserId } from '../auth/index.ts';
import { deleteReview, listReviews, reportReview, upsertReview } from './service.ts';

const reviewId = z.object({ id: z.guid('NOT_FOUND') });
const security = [{ bearerAuth: [] }];

/** Reading reviews is public; the caller's own review and reports come along with a valid token. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of a company or an agency: average and count of the visible ones, newest first',
        querystring: reviewsQuery,
        response: { 200: reviewsResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const caller = await app.optionalAuth(request);
      const viewer = fullySignedInUserId(caller);
      return listReviews(app.db, request.query.targetType, request.query.targetKey, request.query.page, viewer);
    },
  );
};

/** Writing, deleting and reporting (under /api/app: level 3, own rows only). */
export const myReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per person: people behind one address (an office, a campus) do not share a limit.
  const perUser = { keyGenerator: (request: { auth?: { user: { id: string } }; ip: string }) => request.auth?.user.id ?? request.ip };
  app.put(
    '/app/reviews',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags: ['reviews'],
        summary: "Write or edit the caller's review of a company or agency (one per person; a rating 1-5 is required; accounts a day old)",
        security,
        body: upsertReviewRequest,
        response: { 200: reviewSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => upsertReview(app.db, request.auth.user.id, request.body, app.config.REVIEW_MIN_ACCOUNT_HOURS),
  );

  app.delete(
    '/app/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: "Delete the caller's own review",
        security,
        params: reviewId,
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (request, reply) => {
      await deleteReview(app.db, request.auth.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/app/reviews/:id/report',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags: ['reviews'],
        summary: "Report a review (once per person) to the operator's queue; hidden by three reports from established accounts",
        security,
        params: reviewId,
        response: { 200: reportReviewResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => reportReview(app.db, request.auth.user.id, request.params.id),
  );
};
