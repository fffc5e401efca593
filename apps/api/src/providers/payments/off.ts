import { AppError } from '../../lib/app-error.ts';
import type { Payments } from './types.ts';

/** Production without Stripe keys: nothing can be bought and no webhook is accepted. */
export const noPayments: Payments = {
  method: null,
  async createCheckout() {
    throw new AppError('PAYMENTS_UNAVAILABLE');
  },
  verifyWebhook() {
    throw new AppError('PAYMENTS_UNAVAILABLE');
  },
};
