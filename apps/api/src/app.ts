import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { FULL_ACCESS } from '@jobbridge/contracts';
import type { Database } from '@jobbridge/db';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { AppError } from './lib/app-error.ts';
import { isFirstViewRead } from './lib/first-view.ts';
import pdfReaderPlugin from './lib/pdf-reader/plugin.ts';
import { isLoopback } from './lib/network.ts';
import { loggableUrl } from './lib/log-url.ts';
import { rateLimitRedis } from './lib/redis.ts';
import { accountRoutes, photoFileRoutes } from './modules/account/routes.ts';
import { agencyRoutes } from './modules/agencies/index.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import analysisRoutes from './modules/analysis/routes.ts';
import { flashRoutes } from './modules/flash/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import campaignRoutes from './modules/campaigns/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import devMailRoutes from './modules/dev-mail/routes.ts';
import formsRoutes from './modules/forms/routes.ts';
import { jobRoutes, myJobRoutes } from './modules/jobs/routes.ts';
import { jobSeoRoutes } from './modules/jobs/index.ts';
import { mailboxCallbackRoutes, mailboxRoutes } from './modules/mailbox/routes.ts';
import { membershipRoutes, stripeWebhookRoutes } from './modules/membership/routes.ts';
import { myWatchRoutes, watchRoutes } from './modules/watch/index.ts';
import { myReviewRoutes, reviewRoutes } from './modules/reviews/routes.ts';
import { resumeRoutes } from './modules/resumes/routes.ts';
import { profileRoutes } from './modules/resumes/index.ts';
import { controlRoutes } from './modules/refresh/index.ts';
import healthRoutes from './modules/health/routes.ts';
import siteRoutes from './modules/site/routes.ts';
import sponsorRoutes from './modules/sponsors/routes.ts';
import userRoutes from './modules/users/routes.ts';
import { authPlugin } from './modules/auth/index.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin, { frameworkErrors } from './plugins/errors.ts';
import inputPlugin from './plugins/input.ts';
import mailPlugin from './plugins/mail.ts';
import providersPlugin from './plugins/providers.ts';
import queuePlugin from './plugins/queue.ts';
import { jobs } from './queue/index.ts';
import securityPlugin from './plugins/security.ts';
import webPlugin from './plugins/web.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app (API and web) without listening, so tests can `inject()` into the real thing. */
export async function buildApp({ config, database, logger }: BuildOptions) {
  const logging = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Fastify's request line, with the URL's secrets taken out (lib/log-url.ts).
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggableUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
  const app = Fastify({
    // A caller's options (tests: a level and a stream) keep the redaction.
    logger:
      logger === undefined
        ? { ...logging, ...(config.NODE_ENV === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}) }
        : logger && typeof logger === 'object'
          ? { ...logging, ...logger }
          : logger,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Shutting down (SIGTERM: a restart, one step of a rolling upgrade, docs/deploy.md): the server stops
    // listening and closes its idle connections at once; requests in flight, and any that arrive meanwhile on a
    // kept-alive connection, are answered as usual (not 503, which the proxy would pass on), with
    // `Connection: close` (below), so the proxy takes its next request to another instance. `true` here would
    // cut the requests in flight.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Bad URL bytes and over-long params are answered before routing; they get the error shape too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let closing: NodeJS.Timeout | undefined;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    // A connection whose answer had started before the close stays open once it ends (it was never told to
    // close): close such connections as they fall idle, or the server would wait out their keep-alive (72 s).
    closing = setInterval(() => app.server.closeIdleConnections(), 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(closing));

  // External plugins, then ours, then routes.
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { database });
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  // With several instances behind one proxy the counts live in Redis, so a limit is one limit for the site.
  const redis = config.REDIS_URL ? rateLimitRedis(config.REDIS_URL, app.log) : undefined;
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  await app.register(rateLimit, {
    ...(redis && { redis, nameSpace: 'jobbridge:rate:', skipOnError: true }),
    // A ceiling per address over every route; the auth routes set tighter ones of their own. This machine is
    // exempt: behind a local proxy without TRUST_PROXY every visitor would share one loopback address.
    global: config.RATE_LIMIT_PER_MINUTE > 0,
    max: (_request, key) => (isLoopback(key) ? 1_000_000 : Math.max(1, config.RATE_LIMIT_PER_MINUTE)),
    // A first view's own reads (answered in-process for a public page, decision 049) count against no one: their
    // renders are limited per address instead (lib/first-view.ts).
    allowList: (request) => isFirstViewRead(request),
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  });
  await app.register(docsPlugin);
  await app.register(providersPlugin); // outside services; closes after mail and queue, which use them
  await app.register(mailPlugin);
  await app.register(queuePlugin, { jobs }); // after mail: its jobs send mail, and it stops before mail closes
  await app.register(authPlugin);
  await app.register(pdfReaderPlugin);

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(formsRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(campaignRoutes);
      await api.register(sponsorRoutes);
      await api.register(analysisRoutes);
      await api.register(jobRoutes);
      await api.register(companyRoutes);
      await api.register(reviewRoutes);
      await api.register(agencyRoutes);
      await api.register(photoFileRoutes);
      await api.register(controlRoutes);
      await api.register(watchRoutes);
      // Its own scope: the raw-body parser the signature check needs stays on this one route.
      await api.register(stripeWebhookRoutes);
      // Google sends the browser back here: no bearer token, the state and the browser's cookie say who it is.
      await api.register(mailboxCallbackRoutes);
      // Only the development outbox can be read back (production refuses to start with it, and with the
      // development mailbox, whose emails land there too).
      const outbox = app.providers.mail.outbox ?? app.providers.mailbox.outbox;
      if (outbox && !config.isProduction) await api.register(devMailRoutes, { outbox });
      // Everything under /api/app/* belongs to a fully signed-in user (level 3) and only ever to that user.
      await api.register(async (appScope) => {
        appScope.addHook('onRequest', appScope.authenticate(FULL_ACCESS));
        await appScope.register(accountRoutes);
        await appScope.register(myJobRoutes);
        await appScope.register(membershipRoutes);
        await appScope.register(resumeRoutes);
        await appScope.register(profileRoutes);
        await appScope.register(aiRoutes);
        await appScope.register(mailboxRoutes);
        await appScope.register(flashRoutes);
        await appScope.register(myReviewRoutes);
        await appScope.register(myWatchRoutes);
      });
    },
    { prefix: '/api' },
  );

  await app.register(jobSeoRoutes, { dist: config.webDist });
  await app.register(webPlugin, { dist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
