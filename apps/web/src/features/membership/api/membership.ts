import {
  checkoutPreviewResponse,
  checkoutResponse,
  orderSchema,
  ordersResponse,
  referralResponse,
  referralUpgradeResponse,
  type CheckoutPreview,
  type CheckoutResponse,
  type DevCheckoutRequest,
  type Order,
  type OrdersPage,
  type PaidPlanKey,
  type Referral,
} from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { apiRequest } from '@/lib/http';
import { membershipQueryKey } from '@/lib/membership';
import type { MutationOptions } from '@/lib/query';
import { isOpen } from '../lib/orders';

/** The membership calls (packages/contracts/src/membership) and their hooks. */

const membershipKeys = {
  all: ['membership'] as const,
  current: membershipQueryKey,
  orders: (page?: number) => (page === undefined ? (['membership', 'orders'] as const) : (['membership', 'orders', page] as const)),
  order: (id: string) => ['membership', 'order', id] as const,
  referral: ['membership', 'referral'] as const,
  preview: ['membership', 'preview'] as const,
};

function getOrders(page: number, pageSize: number, signal?: AbortSignal): Promise<OrdersPage> {
  return apiRequest(`app/orders?page=${page}&pageSize=${pageSize}`, { signal, schema: ordersResponse });
}

function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest(`app/orders/${encodeURIComponent(id)}`, { signal, schema: orderSchema });
}

export function useOrders(page: number, pageSize: number) {
  return useQuery({ queryKey: membershipKeys.orders(page), queryFn: ({ signal }) => getOrders(page, pageSize, signal) });
}

/** One order, for the development payment page. */
export function useOrder(id: string) {
  return useQuery({ queryKey: membershipKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal), retry: false });
}

/**
 * Back from checkout: the browser's return proves nothing, so this asks the server about the order every two
 * seconds until the webhook has settled it, then refreshes the orders and the membership.
 */
export function useSettlingOrder(id: string) {
  const client = useQueryClient();
  const order = useQuery({
    queryKey: membershipKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    refetchInterval: (q) => (q.state.data && !isOpen(q.state.data) ? false : 2000),
  });
  const settled = order.data && !isOpen(order.data);
  useEffect(() => {
    if (settled) void client.invalidateQueries({ queryKey: membershipKeys.all });
  }, [settled, client]);
  return order;
}

/** What buying `plan` now would do (the checkout dialog states it); fetched afresh each time the dialog opens. */
export function useCheckoutPreview(plan: PaidPlanKey | null) {
  return useQuery({
    queryKey: membershipKeys.preview,
    queryFn: ({ signal }) => apiRequest('app/checkout/preview', { signal, schema: checkoutPreviewResponse }),
    select: (answer): CheckoutPreview | undefined => answer.plans.find((p) => p.plan === plan),
    enabled: plan !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/app/checkout: a Pending order and where to pay it (Stripe Checkout, or the development page). */
export function useStartCheckout(options: MutationOptions<CheckoutResponse, { plan: PaidPlanKey; consent: boolean }> = {}) {
  return useMutation({
    ...options,
    mutationFn: (body) => apiRequest('app/checkout', { method: 'POST', body, schema: checkoutResponse }),
  });
}

/**
 * The development payment page's buttons (no Stripe keys). An outcome that stays on the page (a bank debit
 * settling, a refund) updates the order and the membership here.
 */
export function useDevCheckout(id: string, options: MutationOptions<Order, DevCheckoutRequest['outcome']> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (outcome) =>
      apiRequest(`app/dev-checkout/${encodeURIComponent(id)}`, { method: 'POST', body: { outcome }, schema: orderSchema }),
    onSuccess: async (updated, ...rest) => {
      client.setQueryData(membershipKeys.order(id), updated);
      void client.invalidateQueries({ queryKey: membershipKeys.all });
      await options.onSuccess?.(updated, ...rest);
    },
  });
}

export function useReferral() {
  return useQuery({
    queryKey: membershipKeys.referral,
    queryFn: ({ signal }): Promise<Referral> => apiRequest('app/referral', { signal, schema: referralResponse }),
  });
}

/** The one-time upgrade for referrals: the membership and the referral page change with it. */
export function useReferralUpgrade(options: MutationOptions<z.infer<typeof referralUpgradeResponse>> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => apiRequest('app/referral/upgrade', { method: 'POST', schema: referralUpgradeResponse }),
    onSuccess: async (result, ...rest) => {
      void client.invalidateQueries({ queryKey: membershipKeys.all });
      await options.onSuccess?.(result, ...rest);
    },
  });
}
