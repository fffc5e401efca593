import { describe, expect, it } from 'vitest';
import { estimateTotal } from '../../src/modules/search/totals.ts';

// Ads posted evenly over the last 60 days: the dates at 200 evenly spaced ranks, newest first.
const DAY = 86_400_000;
const now = Date.now();
const posted = { n: 1_000_000, quantiles: Array.from({ length: 201 }, (_, i) => now - (i / 200) * 60 * DAY) };

describe('the estimated total past the cap', () => {
  it('scales the cap by how far back the newest matches reach', () => {
    // 500 matches within the newest day of 60: about 30,000 in all.
    expect(estimateTotal(posted, now - DAY, 500)).toBe(30_000);
    // Reaching back 30 days: about 1,000.
    expect(estimateTotal(posted, now - 30 * DAY, 500)).toBe(1_000);
  });

  it('rounds to two figures, never says fewer than the matches seen nor more ads than there are', () => {
    expect(estimateTotal(posted, now - 7 * DAY, 500)).toBe(4_300);
    expect(estimateTotal(posted, now - 59.99 * DAY, 500)).toBe(501);
    expect(estimateTotal(posted, now + DAY, 500)).toBe(1_000_000);
  });

  it('counts within the period asked for', () => {
    // Posted within 7 days: 500 matches within the newest day make about 3,500 of that week's ads.
    expect(estimateTotal(posted, now - DAY, 500, 7)).toBe(3_500);
  });

  it('makes no estimate without the dates', () => {
    expect(estimateTotal({ n: 0, quantiles: [] }, now, 500)).toBeNull();
  });
});
