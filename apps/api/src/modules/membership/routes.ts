import {
  checkoutPreviewResponse,
  checkoutRequest,
  checkoutResponse,
  devCheckoutRequest,
  errorResponse,
  membershipResponse,
  orderSchema,
  ordersQuery,
  ordersResponse,
  referralResponse,
  referralUpgradeResponse,
} from '@jobbridge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { returnBase } from '../../config/public-url.ts';
import { AppError } from '../../lib/app-error.ts';
import { DEV_OUTCOME_FROM } from './dev-checkout.ts';
import { getOrder, listOrders, presentOrder, previewCheckout, startCheckout } from './orders.ts';
import { claimReferralUpgrade, referralSummary } from './referral.ts';
import { flashAllowance, membershipSummary } from './service.ts';
import { handleStripeEvent } from './webhook.ts';

const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  500: errorResponse,
  502: errorResponse,
  503: errorResponse,
};
const orderId = z.object({ id: z.uuid() });
/** Limits per account (the auth hook has run by then), so people behind one address do not share them. */
const perUser = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip },
});
const WEBHOOK_PATH = '/payments/stripe/webhook';

/** The caller's membership, orders, checkout and referral (under /api/app: level 3, own rows only). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.providers;

  app.get(
    '/app/membership',
    {
      schema: {
        tags: ['membership'],
        summary: 'Tier, expiry, batch counts and every quota (limit, used, remaining)',
        security,
        response: { 200: membershipResponse, ...errors },
      },
    },
    async (request) => ({
      ...(await membershipSummary(app.db, request.auth.user.id)),
      flashAllowance: await flashAllowance(app.db, request.auth.user.id, app.config),
    }),
  );

  app.get(
    '/app/orders',
    {
      schema: {
        tags: ['membership'],
        summary: "The caller's orders, newest first",
        security,
        querystring: ordersQuery,
        response: { 200: ordersResponse, ...errors },
      },
    },
    async (request) => listOrders(app.db, request.auth.user.id, request.query.page, request.query.pageSize),
  );

  app.get(
    '/app/orders/:id',
    {
      schema: {
        tags: ['membership'],
        summary: "One of the caller's orders (404 for anyone else's)",
        security,
        params: orderId,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => presentOrder(await getOrder(app.db, request.auth.user.id, request.params.id)),
  );

  app.post(
    '/app/checkout',
    {
      config: perUser(20),
      schema: {
        tags: ['membership'],
        summary: 'Buy 30 days of Plus (2) or Premium (3): a Pending order and the Stripe Checkout URL (consent required)',
        security,
        body: checkoutRequest,
        response: { 201: checkoutResponse, ...errors },
      },
    },
    async (request, reply) => {
      const base = returnBase(app.config.publicUrl, { origin: request.headers.origin, protocol: request.protocol, host: request.host });
      const result = await startCheckout(
        { db: app.db, config: app.config, providers: app.providers, log: request.log },
        request.auth.user.id,
        request.body.plan,
        base,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/app/checkout/preview',
    {
      schema: {
        tags: ['membership'],
        summary: 'What buying Plus or Premium now would do: its dates, and on an upgrade where the days left of the lower plan go',
        security,
        response: { 200: checkoutPreviewResponse, ...errors },
      },
    },
    async (request) => ({
      plans: await Promise.all(([2, 3] as const).map((plan) => previewCheckout(app.db, request.auth.user.id, plan))),
    }),
  );

  app.get(
    '/app/referral',
    {
      schema: {
        tags: ['membership'],
        summary: 'Referral link, invited and counted friends, total earning, whether the upgrade can be claimed',
        security,
        response: { 200: referralResponse, ...errors },
      },
    },
    async (request) => referralSummary(app.db, request.auth.user.id, app.config.publicUrl),
  );

  app.post(
    '/app/referral/upgrade',
    {
      config: perUser(20),
      schema: {
        tags: ['membership'],
        summary: 'Claim the one-time referral upgrade: Premium for 30 days (5 counted referrals)',
        security,
        response: { 200: referralUpgradeResponse, ...errors },
      },
    },
    async (request) => claimReferralUpgrade(app.db, request.auth.user.id),
  );

  // Only the development checkout (no Stripe keys, never production) can make payment events itself.
  const simulate = payments.simulate;
  if (simulate) {
    app.post(
      '/app/dev-checkout/:id',
      {
        schema: {
          tags: ['development'],
          summary:
            'Development checkout (no Stripe keys; never in production): pay, decline, ' +
            'pay by bank debit (then settle or fail) or refund an order through the signed webhook',
          security,
          params: orderId,
          body: devCheckoutRequest,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => {
        const order = await getOrder(app.db, request.auth.user.id, request.params.id);
        if (order.paymentMethod !== payments.method || order.status !== DEV_OUTCOME_FROM[request.body.outcome]) return presentOrder(order);
        for (const { payload, signature } of simulate(order, request.body.outcome)) {
          const res = await app.inject({
            method: 'POST',
            url: `/api${WEBHOOK_PATH}`,
            payload,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          });
          if (res.statusCode !== 200)
            throw new AppError('OPERATION_FAILED', { cause: new Error(`dev webhook answered ${res.statusCode}: ${res.body}`) });
        }
        return presentOrder(await getOrder(app.db, request.auth.user.id, request.params.id));
      },
    );
  }
};

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events (and the development checkout's, signed the same
 * way). The signature is over the exact bytes, so this route alone reads its body raw.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (raw body, header stripe-signature); every event id is processed once',
        headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) }),
          400: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      let event;
      try {
        // The provider refuses first when this server takes no payments (PAYMENTS_UNAVAILABLE).
        event = app.providers.payments.verifyWebhook(Buffer.isBuffer(body) ? body : Buffer.alloc(0), signature ?? '');
      } catch (err) {
        if (err instanceof AppError) throw err;
        request.log.warn({ err }, 'stripe webhook with a bad signature');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const outcome = await handleStripeEvent(app.db, event, request.log);
      return { received: true as const, outcome };
    },
  );
};
