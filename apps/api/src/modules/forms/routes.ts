import { errorResponse, submitFeedbackRequest, submitPostJobRequest, submittedResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language.ts';
import { insertFeedback, insertJobPostRequest } from './repository.ts';

/** Public forms: feedback and "post a job". Anyone may send them; a per-IP limit keeps spam out. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: 10, timeWindow: '1 hour' } };

  app.post(
    '/forms/feedback',
    {
      config: limit,
      schema: {
        tags: ['forms'],
        summary: 'Send feedback',
        body: submitFeedbackRequest,
        response: { 201: submittedResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await insertFeedback(app.db, { ...request.body, language: requestLanguage(request) });
      return reply.code(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );

  app.post(
    '/forms/postjob',
    {
      config: limit,
      schema: {
        tags: ['forms'],
        summary: 'Ask for a job to be listed',
        body: submitPostJobRequest,
        response: { 201: submittedResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { jobUrl, notes, contact } = request.body;
      const row = await insertJobPostRequest(app.db, { jobUrl, notes: notes || null, contact, language: requestLanguage(request) });
      return reply.code(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};

export default routes;
