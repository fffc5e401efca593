import { errorResponse, mailboxStartResponse, mailboxStatusResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLBACK_PATH, finishLink, LINK_COOKIE, mailboxStatus, startLink, unlinkMailbox } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

/** The signed-in person's own mailbox (Settings → Linked mailbox); every call is about the caller's row only. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, providers: app.providers, log: app.log });

  app.get(
    '/app/settings/mailbox',
    {
      schema: {
        tags: ['account'],
        summary: 'The linked mailbox (address, kind) or none, and whether linking goes through Google',
        security,
        response: { 200: mailboxStatusResponse, ...errors },
      },
    },
    async (request) => mailboxStatus(deps(), request.auth.user.id),
  );

  app.post(
    '/app/settings/mailbox/start',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: "Link a mailbox: Google's consent page to open (state + PKCE), or the development mailbox linked at once",
        security,
        response: { 200: mailboxStartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const started = await startLink(deps(), request.auth.user.id);
      if (started.browserNonce)
        reply.setCookie(LINK_COOKIE, started.browserNonce, {
          path: CALLBACK_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.publicUrl.startsWith('https:'),
          maxAge: 600,
        });
      return { authorizationUrl: started.authorizationUrl, status: started.status };
    },
  );

  app.delete(
    '/app/settings/mailbox',
    {
      schema: {
        tags: ['account'],
        summary: 'Unlink the mailbox: its Google token is revoked and deleted',
        security,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unlinkMailbox(deps(), request.auth.user.id);
      return reply.code(204).send(null);
    },
  );
};

/** Where Google's consent page sends the browser back; answers with a redirect to Settings saying how it went. */
export const mailboxCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const text = z.string().max(2048).optional();
  app.get(
    CALLBACK_PATH.replace(/^\/api/, ''),
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: "Google's OAuth callback for the mailbox link (redirects to /app/settings?mailbox=linked|error)",
        querystring: z.object({ state: text, code: text, error: text, scope: text }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      const outcome = await finishLink(
        { db: app.db, config: app.config, providers: app.providers, log: app.log },
        { ...request.query, browserNonce: request.cookies[LINK_COOKIE] },
      );
      reply.clearCookie(LINK_COOKIE, { path: CALLBACK_PATH });
      const query = outcome === 'linked' ? 'mailbox=linked' : `mailbox=error&reason=${outcome}`;
      return reply.redirect(`/app/settings?${query}#mailbox`, 302);
    },
  );
};
