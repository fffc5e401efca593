import { activateRequest, activationStatusResponse, errorResponse, meResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/language.ts';
import { getSystemConfig } from '../settings/index.ts';
import { activate, checkActivationCode } from './activation.ts';
import { presentUser } from './present.ts';
import { findUserByReferralCode } from './repository.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      onRequest: app.authenticate(1),
      schema: { tags: ['users'], summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: meResponse, ...errors } },
    },
    async (request) => presentUser(request.auth.user, await getSystemConfig(app.db, app.config)),
  );

  app.get(
    '/users/check-activation-code-status/:code',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Whether an activation code can be used (result, msg, available)',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: activationStatusResponse, 429: errorResponse },
      },
    },
    async (request) => checkActivationCode(app.db, request.params.code, requestLanguage(request)),
  );

  app.post(
    '/users/activate',
    {
      onRequest: app.authenticate(2),
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['users'],
        summary: 'Activate the account with a code',
        security: [{ bearerAuth: [] }],
        body: activateRequest,
        response: { 200: meResponse, ...errors },
      },
    },
    async (request) => {
      await activate(app.db, request.auth.user.id, request.body.code);
      const fresh = await app.optionalAuth(request);
      return presentUser(fresh!.user, await getSystemConfig(app.db, app.config));
    },
  );

  app.get(
    '/referral-codes/:code',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Whether a referral link exists',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: z.object({ valid: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      if (!(await findUserByReferralCode(app.db, request.params.code))) throw new AppError('REFERRAL_LINK_NOT_FOUND');
      return { valid: true as const };
    },
  );
};

export default routes;
