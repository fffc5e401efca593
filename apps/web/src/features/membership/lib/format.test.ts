import { formatPence } from '@jobbridge/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutReturn, isOpen } from './orders';
import { formatDate, formatDateTime } from './use-membership-text';

describe('membership formatting', () => {
  it('shows money in pounds, en-GB, in both languages', () => {
    expect(formatPence(2999)).toBe('£29.99');
    expect(formatPence(5999)).toBe('£59.99');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('dates in UK time', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'en')).toBe('21 November 2026');
    expect(formatDate('2026-06-30T23:30:00Z', 'en')).toBe('1 July 2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'cn')).toBe('2026年11月21日');
    expect(formatDateTime('nonsense', 'en')).toBe('—');
  });
});

describe('checkout return', () => {
  const id = '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a11';
  it('reads the order and outcome Stripe (or the development page) sends back', () => {
    expect(checkoutReturn(new URLSearchParams(`checkout=success&order=${id}`))).toEqual({ outcome: 'success', orderId: id });
    expect(checkoutReturn(new URLSearchParams(`checkout=return&order=${id}`))).toEqual({ outcome: 'success', orderId: id });
    expect(checkoutReturn(new URLSearchParams(`checkout=cancelled&order=${id}`))).toEqual({ outcome: 'cancelled', orderId: id });
    expect(checkoutReturn(new URLSearchParams('checkout=success&order=../x'))).toBeNull();
    expect(checkoutReturn(new URLSearchParams(''))).toBeNull();
  });

  it('treats Pending and Processing as still open', () => {
    expect(isOpen({ status: 'Pending' })).toBe(true);
    expect(isOpen({ status: 'Processing' })).toBe(true);
    expect(isOpen({ status: 'Completed' })).toBe(false);
    expect(isOpen({ status: 'Failed' })).toBe(false);
  });
});
