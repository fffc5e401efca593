import {
  AI_ROLES,
  aiRolesResponse,
  aiSourceParams,
  aiTargetRequest,
  aiUsageResponse,
  applyOptimisationRequest,
  applyOptimisationResponse,
  errorResponse,
  helperRequest,
  helperResponse,
  insightsResponse,
  matchRequest,
  matchResponse,
  optimisationResponse,
  scoreResponse,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language.ts';
import { aiDeps, applyOptimisation, helper, insights, match, optimise, score, usage, type Source } from './service.ts';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
  500: errorResponse,
  502: errorResponse,
};
const security = [{ bearerAuth: [] }];
const tags = ['AI assistant'];

/** The AI assistant (/app/airesumes) and the builder's helper, under /api/app/ai (docs/product.md §10). */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = aiDeps(app);
  // Reading PDFs and calling a model are costly: limited per user, not per address.
  const perUser = { keyGenerator: (request: { auth?: { user: { id: string } }; ip: string }) => request.auth?.user.id ?? request.ip };
  const reading = { rateLimit: { max: 30, timeWindow: '1 minute', ...perUser } };
  const writing = { rateLimit: { max: 10, timeWindow: '1 minute', ...perUser } };

  app.get(
    '/app/ai/roles',
    {
      schema: {
        tags,
        summary: "The role list of the assistant and the builder's helper, named in the request's language",
        security,
        response: { 200: aiRolesResponse },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return { items: AI_ROLES.map((r) => ({ id: r.id, name: r[language] })) };
    },
  );

  for (const kind of ['resume', 'profile'] as const) {
    const base = `/app/ai/${kind}s/:id`;
    const what = kind === 'resume' ? 'an uploaded resume (PDF)' : 'a builder profile';
    const source = (id: string): Source => ({ kind, id });

    app.post(
      `${base}/score`,
      {
        config: reading,
        schema: {
          tags,
          summary: `Score ${what} 0-100 with the bands and a suggestion for every lost point (free)`,
          security,
          params: aiSourceParams,
          body: aiTargetRequest,
          response: { 200: scoreResponse, ...errors },
        },
      },
      async (request) => score(deps, request.auth.user.id, source(request.params.id), request.body, requestLanguage(request)),
    );

    app.post(
      `${base}/match`,
      {
        config: reading,
        schema: {
          tags,
          summary: `Match ${what} to a job (jobId or pasted jobText): key terms found and missing, what to change (free)`,
          security,
          params: aiSourceParams,
          body: matchRequest,
          response: { 200: matchResponse, ...errors },
        },
      },
      async (request) => match(deps, request.auth.user.id, source(request.params.id), request.body, requestLanguage(request)),
    );

    app.post(
      `${base}/optimise`,
      {
        config: writing,
        schema: {
          tags,
          summary: `Optimise ${what}: summary and bullets rewritten, before/after per item (one helper use; OPTIMIZATION_FAILED gives it back)`,
          security,
          params: aiSourceParams,
          body: aiTargetRequest,
          response: { 200: optimisationResponse, ...errors },
        },
      },
      async (request) => optimise(deps, request.auth.user.id, source(request.params.id), request.body, requestLanguage(request)),
    );
  }

  app.post(
    '/app/ai/optimisations/:id/apply',
    {
      config: reading,
      schema: {
        tags,
        summary:
          'Accept some items of an optimisation: into its profile, or a new profile made from the uploaded PDF (PROFILE_LIMIT_REACHED)',
        security,
        params: aiSourceParams,
        body: applyOptimisationRequest,
        response: { 200: applyOptimisationResponse, ...errors },
      },
    },
    async (request) => applyOptimisation(deps, request.auth.user.id, request.params.id, request.body.accept, requestLanguage(request)),
  );

  app.post(
    '/app/ai/helper',
    {
      config: writing,
      schema: {
        tags,
        summary: "The builder's helper: About Me or a role's description from what was entered (one helper use)",
        security,
        body: helperRequest,
        response: { 200: helperResponse, ...errors },
      },
    },
    async (request) => helper(deps, request.auth.user.id, request.body),
  );

  app.get(
    '/app/ai/insights',
    {
      config: reading,
      schema: {
        tags,
        summary: "The dashboard's insights, as many as the membership's stats number",
        security,
        response: { 200: insightsResponse, ...errors },
      },
    },
    async (request) => insights(deps, request.auth.user.id, requestLanguage(request)),
  );

  app.get(
    '/app/ai/usage',
    {
      schema: {
        tags,
        summary: 'Helper uses left, and the AI calls and tokens recorded for the caller',
        security,
        response: { 200: aiUsageResponse },
      },
    },
    async (request) => usage(deps, request.auth.user.id),
  );
};
