import type { SearchJobsResponse } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { postedQuantiles, type Posted } from './facts.ts';
import { DAY_MS, shareSince } from './plan.ts';
import type { ParsedSearch } from './query.ts';
import type { Candidate } from './repository.ts';

export type TotalKind = SearchJobsResponse['totalKind'];

/**
 * The total: exact up to the cap; past it, estimated from how far back the newest cap matches reach (if they
 * go back over the newest 2% of ads, about 50 times as many match overall). The estimate assumes matches are
 * spread over time like the ads are, which is why the page says "about". Until the ads' dates are known, or
 * when a phrase was only checked over part of its words' matches, it says "at least".
 */
export function totalOf(db: Db, s: ParsedSearch, rows: Candidate[], cap: number, scannedAll: boolean): { total: number; kind: TotalKind } {
  if (rows.length <= cap) return { total: rows.length, kind: scannedAll ? 'exact' : 'atLeast' };
  const posted = postedQuantiles(db);
  const oldest = rows[cap - 1]!.posted_at;
  const estimate = posted && estimateTotal(posted, new Date(oldest).getTime(), cap, s.postedWithin);
  return estimate ? { total: estimate, kind: 'about' } : { total: cap, kind: 'atLeast' };
}

/** See totalOf; rounded to two significant figures, never below cap + 1 nor above the ads in the period. */
export function estimateTotal(posted: Posted, oldest: number, cap: number, postedWithinDays?: number): number | null {
  const { n, quantiles } = posted;
  if (!n || quantiles.length < 2) return null;
  const share = (t: number) => shareSince(quantiles, t);
  const base = postedWithinDays ? share(Date.now() - postedWithinDays * DAY_MS) : 1;
  const reached = Math.max(share(oldest), 1 / n);
  const inPeriod = Math.max(cap + 1, Math.round(n * base));
  const raw = Math.min(inPeriod, (cap * base) / reached);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  return Math.min(inPeriod, Math.max(cap + 1, Math.round(raw / magnitude) * magnitude));
}
