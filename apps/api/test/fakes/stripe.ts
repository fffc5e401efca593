import { json, startFake, type FakeServer } from './http.ts';

export interface FakeStripe extends FakeServer {
  /** The form-encoded bodies of every POST /v1/checkout/sessions, parsed. */
  sessions: URLSearchParams[];
  /** While true, session calls fail with Stripe's error shape (the SDK's retry fails too). */
  failing: boolean;
}

/**
 * Stripe's API on 127.0.0.1, as far as Checkout needs it: POST /v1/checkout/sessions (form-encoded, bearer
 * key) answers a session with an id and a url, like api.stripe.com.
 */
export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const sessions: URLSearchParams[] = [];
  let seq = 0;
  const state = { failing: false };
  const server = await startFake((req, res) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      if (state.failing) {
        return json(res, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
      }
      const form = new URLSearchParams(req.body);
      sessions.push(form);
      seq += 1;
      const id = `cs_test_fake${seq}`;
      return json(res, 200, {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        currency: form.get('currency'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        client_reference_id: form.get('client_reference_id'),
        metadata: { orderId: form.get('metadata[orderId]'), userId: form.get('metadata[userId]'), plan: form.get('metadata[plan]') },
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } });
  });
  return Object.defineProperties(Object.assign(server, { sessions }), {
    failing: { get: () => state.failing, set: (v: boolean) => (state.failing = v), enumerable: true },
  }) as FakeStripe;
}
