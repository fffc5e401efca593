import type { Order } from '@jobbridge/contracts';

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
