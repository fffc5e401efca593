import type { DevCheckoutOutcome } from '../../providers/payments/index.ts';
import type { OrderRow } from './repository.ts';

/**
 * The order status each development checkout button acts on: paying starts Pending, a delayed payment settles
 * Processing, a refund needs Completed. The events themselves come from the payments provider
 * (providers/payments/dev.ts).
 */
export const DEV_OUTCOME_FROM: Record<DevCheckoutOutcome, OrderRow['status']> = {
  pay: 'Pending',
  fail: 'Pending',
  delayed: 'Pending',
  delayed_succeeds: 'Processing',
  delayed_fails: 'Processing',
  refund: 'Completed',
};
