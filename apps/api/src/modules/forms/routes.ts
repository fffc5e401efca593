import { errorResponse, submitFeedbackRequest, submitPostJobRequest, submittedResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language.ts';
import { submitFeedback, submitPostJob } from './service.ts';

/**
 * Public forms: feedback and "post a job" (decision 005). Anyone may send them; a per-address limit keeps spam
 * out, the bot check runs when the site has one, and the operator is told by email (OPERATOR_EMAIL).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: 10, timeWindow: '1 hour' } };
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, providers: app.providers, log: app.log });

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
      const row = await submitFeedback(deps(), request.body, { ip: request.ip, language: requestLanguage(request) });
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
      const row = await submitPostJob(deps(), request.body, { ip: request.ip, language: requestLanguage(request) });
      return reply.code(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};

export default routes;
