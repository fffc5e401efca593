import {
  checkoutResponse,
  membershipResponse,
  orderSchema,
  ordersResponse,
  referralResponse,
  referralUpgradeResponse,
  type CheckoutResponse,
  type DevCheckoutRequest,
  type Membership,
  type Order,
  type OrdersPage,
  type PaidPlanKey,
  type Referral,
} from '@jobbridge/contracts';
import { apiRequest } from '@/lib/api';

/** The membership calls (packages/contracts/src/membership). */

export const membershipKeys = {
  all: ['membership'] as const,
  current: ['membership', 'current'] as const,
  orders: (page?: number) => (page === undefined ? (['membership', 'orders'] as const) : (['membership', 'orders', page] as const)),
  order: (id: string) => ['membership', 'order', id] as const,
  referral: ['membership', 'referral'] as const,
};

export function getMembership(signal?: AbortSignal): Promise<Membership> {
  return apiRequest('app/membership', { signal, schema: membershipResponse });
}

export function getOrders(page: number, pageSize: number, signal?: AbortSignal): Promise<OrdersPage> {
  return apiRequest(`app/orders?page=${page}&pageSize=${pageSize}`, { signal, schema: ordersResponse });
}

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest(`app/orders/${encodeURIComponent(id)}`, { signal, schema: orderSchema });
}

/** POST /api/app/checkout: a Pending order and where to pay it (Stripe Checkout, or the development page). */
export function startCheckout(plan: PaidPlanKey, consent: boolean): Promise<CheckoutResponse> {
  return apiRequest('app/checkout', { method: 'POST', body: { plan, consent }, schema: checkoutResponse });
}

/** The development payment page's buttons (no Stripe keys). */
export function devCheckout(id: string, outcome: DevCheckoutRequest['outcome']): Promise<Order> {
  return apiRequest(`app/dev-checkout/${encodeURIComponent(id)}`, { method: 'POST', body: { outcome }, schema: orderSchema });
}

export function getReferral(signal?: AbortSignal): Promise<Referral> {
  return apiRequest('app/referral', { signal, schema: referralResponse });
}

export function claimReferralUpgrade() {
  return apiRequest('app/referral/upgrade', { method: 'POST', schema: referralUpgradeResponse });
}

/** An order still waiting for the payment provider's word. */
export const isOpen = (order: Pick<Order, 'status'>) => order.status === 'Pending' || order.status === 'Processing';

/** The checkout return (`?checkout=success|cancelled|return&order=…`) read from the orders page's URL. */
export function checkoutReturn(params: URLSearchParams): { outcome: 'success' | 'cancelled'; orderId: string } | null {
  const outcome = params.get('checkout');
  const orderId = params.get('order');
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  if (outcome === 'success' || outcome === 'return') return { outcome: 'success', orderId };
  if (outcome === 'cancelled') return { outcome: 'cancelled', orderId };
  return null;
}
