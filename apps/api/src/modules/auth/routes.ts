import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import {
  acceptedResponse,
  confirmEmailResponse,
  errorResponse,
  forgotPasswordRequest,
  googleAuthRequest,
  loginForm,
  loginWithTurnstileRequest,
  logoutRequest,
  refreshRequest,
  resetPasswordRequest,
  resetTokenStatusResponse,
  signupRequest,
  tokenRequest,
  tokenResponse,
  verifyEmailResponse,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import * as auth from './service.ts';
import { revokeSession } from './repository.ts';
import { rotateRefreshToken, sessionOfRefreshToken } from './sessions.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };
/** JSON or urlencoded when it parses, otherwise nothing. */
function lenientBody(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

const perAddress = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: `${minutes} minutes` } });

const routes: FastifyPluginAsyncZod = async (app) => {
  // The spec's login posts form data: accept urlencoded and multipart fields (no files) in this scope only.
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 10, fieldSize: 4096 } });

  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, providers: app.providers, log: app.log });
  const ua = (headers: Record<string, unknown>) => (typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined);

  app.post(
    '/auth/signup',
    {
      // A flood guard; the per-address limit that counts is in the database (auth/service.ts limitSignup).
      config: perAddress(20, 60),
      schema: {
        tags: ['auth'],
        summary: 'Create an account (signed in at level 1; a verification email is sent)',
        body: signupRequest,
        response: { 201: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      // "Already registered" is the spec's answer, so each address may ask only so often, and past the bot check.
      await auth.limitSignup(deps(), request.ip);
      await auth.verifyTurnstile(deps(), request.body.turnstile_token, request.ip);
      return reply.code(201).send(await auth.signup(deps(), request.body, requestLanguage(request), ua(request.headers)));
    },
  );

  app.post(
    '/auth/login',
    {
      // A flood guard; failures are limited per address, pair and account in the database (auth/service.ts).
      config: perAddress(30, 5),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with form data (username or email, password)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: loginForm,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => auth.login(deps(), request.body.username, request.body.password, request.ip, ua(request.headers)),
  );

  app.post(
    '/auth/login-with-turnstile',
    {
      config: perAddress(30, 5),
      schema: {
        tags: ['auth'],
        summary: 'Sign in after a Cloudflare Turnstile check',
        body: loginWithTurnstileRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => {
      await auth.verifyTurnstile(deps(), request.body.turnstile_token, request.ip);
      return auth.login(deps(), request.body.username, request.body.password, request.ip, ua(request.headers));
    },
  );

  app.post(
    '/auth/googleAuth',
    {
      config: perAddress(20, 5),
      schema: {
        tags: ['auth'],
        summary: 'Sign in or sign up with a Google access token',
        body: googleAuthRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) =>
      auth.googleAuth(deps(), request.body.accessToken, request.body.referralCode, requestLanguage(request), ua(request.headers)),
  );

  app.post(
    '/auth/refresh',
    {
      config: perAddress(60, 1),
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token for new tokens (each refresh token works once)',
        body: refreshRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => rotateRefreshToken(app.db, app.config, request.body.refresh_token),
  );

  // Logout ends the session whatever the body holds (none, empty JSON, junk, another content type): a client
  // that cannot build a body must still be able to sign out. Its own scope reads any body leniently.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, lenientBody(body as string));
    });
    scope.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End this session (by access token or refresh token); always 204, whatever the body',
          body: logoutRequest.optional(),
          response: { 204: z.null(), ...errors },
        },
        // The body is advice, never a reason to refuse: no validation (the handler reads what it can).
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        const current = await app.optionalAuth(request).catch(() => null);
        const refreshToken = (request.body as { refresh_token?: unknown } | undefined)?.refresh_token;
        const ids = new Set<string>();
        if (current?.sessionId) ids.add(current.sessionId);
        if (typeof refreshToken === 'string' && refreshToken.length <= 512) {
          const fromRefresh = await sessionOfRefreshToken(app.db, refreshToken);
          if (fromRefresh) ids.add(fromRefresh);
        }
        for (const id of ids) await revokeSession(app.db, id, 'logout');
        return reply.code(204).send(null);
      },
    );
  });

  app.post(
    '/auth/verify-email',
    {
      config: perAddress(30, 15),
      schema: {
        tags: ['auth'],
        summary: 'Verify an email address with the emailed token',
        body: tokenRequest,
        response: { 200: verifyEmailResponse, ...errors },
      },
    },
    async (request) => ({ status: await auth.verifyEmail(deps(), request.body.token) }),
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: app.authenticate(1),
      schema: {
        tags: ['auth'],
        summary: 'Send the verification email again',
        security: [{ bearerAuth: [] }],
        response: { 202: acceptedResponse, ...errors },
      },
    },
    async (request, reply) => {
      await auth.resendVerification(deps(), request.auth.user.id);
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: perAddress(5, 15),
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequest,
        response: { 202: acceptedResponse, ...errors },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(deps(), request.body.email);
      return reply.code(202).send({ ok: true });
    },
  );

  app.get(
    '/auth/reset-password/:token',
    {
      config: perAddress(30, 15),
      schema: {
        tags: ['auth'],
        summary: 'Check a reset link before showing the new-password form',
        params: tokenRequest,
        response: { 200: resetTokenStatusResponse, ...errors },
      },
    },
    async (request) => ({ valid: true as const, ...(await auth.checkResetToken(deps(), request.params.token)) }),
  );

  app.post(
    '/auth/reset-password',
    {
      config: perAddress(10, 15),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; signs out every session',
        body: resetPasswordRequest,
        response: { 200: acceptedResponse, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(deps(), request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      config: perAddress(30, 15),
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new email address with the emailed token',
        body: tokenRequest,
        response: { 200: confirmEmailResponse, ...errors },
      },
    },
    async (request) => auth.confirmEmailChange(deps(), request.body.token),
  );
};

export default routes;
