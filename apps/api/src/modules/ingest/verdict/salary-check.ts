import type { SalaryStatus } from '@jobbridge/contracts';

/**
 * Compares an advertised salary with the Skilled Worker salary thresholds.
 *
 * Decisions:
 * - Thresholds are pounds a year and configurable (the server reads them from config). The defaults are the
 *   general threshold (£41,700) and the new-entrant rate (£33,400, for e.g. applicants under 26, recent
 *   graduates or those switching from a Student or Graduate visa). We do not check the occupation's "going
 *   rate" (it needs the SOC code) nor the hourly floor; a "meets" is necessary, not sufficient.
 * - Conversion to a year (our own small conversion; a shared `annualise` may replace it later):
 *   year × 1, month × 12, week × 52, day × 5 × 52 = 260, hour × 37.5 × 52 = 1,950.
 *   37.5 hours is the usual UK full-time week; the Home Office counts up to 48 guaranteed hours, so for
 *   ads with longer hours this understates pay (a conservative error: it can only miss a "meets").
 * - The band is decided on the BOTTOM of the range: the employer only promises the minimum, a new hire is
 *   usually offered it, and the certificate of sponsorship must state a salary that meets the threshold.
 *   Using the top would turn "£30,000–£45,000" into a "meets" that the job may never pay (precision first).
 *   A range whose bottom is below even the new-entrant rate but whose top reaches a threshold
 *   ("£30,000–£45,000") is `depends_on_offer`, not `below`: the job can qualify if the offer is high enough
 *   (docs/decisions/019-user-trust-fixes.md). A bottom at the new-entrant rate stays `meets_new_entrant`.
 * - Only a top ("up to £45,000"): below the new-entrant rate it is surely below; otherwise unknown,
 *   since the bottom could be anything.
 * - Non-GBP currency → unknown. A null currency is taken as GBP (our sources are UK job boards whose
 *   parsers leave the currency out when it is pounds).
 * - A null period is taken as a year only for amounts of at least £10,000 (a bare "34000" from a job board
 *   API is yearly); smaller amounts without a period are unknown (could be a day rate or an hourly rate).
 * - min/max that are not finite positive numbers are ignored; a reversed range is put in order.
 */

export type SalaryPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

export interface SalaryInput {
  min: number | null;
  max: number | null;
  period: SalaryPeriod | null;
  currency: string | null;
}

export interface SalaryThresholds {
  /** General Skilled Worker threshold, pounds a year. */
  general: number;
  /** New-entrant rate, pounds a year. */
  newEntrant: number;
}

export interface SalaryCheck {
  status: SalaryStatus;
  annualMin: number | null;
  annualMax: number | null;
  threshold: number;
  newEntrantThreshold: number;
}

export const DEFAULT_THRESHOLDS: Readonly<SalaryThresholds> = Object.freeze({ general: 41_700, newEntrant: 33_400 });

/** Assumed full-time hours a week and weeks a year (see the module comment). */
const HOURS_PER_WEEK = 37.5;
const DAYS_PER_WEEK = 5;
const WEEKS_PER_YEAR = 52;
/** A salary without a period is taken as yearly from this amount up. */
const MIN_IMPLIED_YEARLY = 10_000;

const PER_YEAR: Record<SalaryPeriod, number> = {
  year: 1,
  month: 12,
  week: WEEKS_PER_YEAR,
  day: DAYS_PER_WEEK * WEEKS_PER_YEAR,
  hour: HOURS_PER_WEEK * WEEKS_PER_YEAR,
};

/** Pounds per `period` → pounds a year, rounded to whole pounds. */
export function toAnnual(amount: number, period: SalaryPeriod): number {
  return Math.round(amount * PER_YEAR[period]);
}

const usable = (n: number | null): number | null => (n !== null && Number.isFinite(n) && n > 0 ? n : null);

function isGbp(currency: string | null): boolean {
  if (currency === null || currency.trim() === '') return true;
  const c = currency.trim().toUpperCase();
  return c === 'GBP' || c === '£' || c === 'UKP';
}

export function checkSalary(input: SalaryInput, thresholds: SalaryThresholds = DEFAULT_THRESHOLDS): SalaryCheck {
  const base = { threshold: thresholds.general, newEntrantThreshold: thresholds.newEntrant };
  const unknown: SalaryCheck = { status: 'unknown', annualMin: null, annualMax: null, ...base };

  let min = usable(input.min);
  let max = usable(input.max);
  if (min === null && max === null) return unknown;
  if (!isGbp(input.currency)) return unknown;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];

  let period = input.period;
  if (period === null) {
    if ((min ?? max)! >= MIN_IMPLIED_YEARLY) period = 'year';
    else return unknown;
  }

  const annualMin = min === null ? null : toAnnual(min, period);
  const annualMax = max === null ? null : toAnnual(max, period);

  if (annualMin === null) {
    // Only a top of range: we can rule a job out, never in.
    return { ...base, annualMin, annualMax, status: annualMax! < thresholds.newEntrant ? 'below' : 'unknown' };
  }
  const top = annualMax ?? annualMin;
  // Bands in order (higher pay never gives a lower one): below < depends_on_offer < meets_new_entrant < meets.
  const status: SalaryStatus =
    annualMin >= thresholds.general
      ? 'meets'
      : annualMin >= thresholds.newEntrant
        ? 'meets_new_entrant'
        : top >= thresholds.newEntrant
          ? 'depends_on_offer'
          : 'below';
  return { ...base, annualMin, annualMax, status };
}

/**
 * The advertised pay as pounds an hour (the job card's price, docs/product.md §3: an hourly range), with the same
 * assumptions as the salary check (37.5 hours a week, 52 weeks; a bare figure of £10,000 or more is yearly).
 * `converted` is true when the ad gave another period. Null when there is no usable GBP figure.
 */
export function hourlyPay(input: SalaryInput): { min: number | null; max: number | null; converted: boolean } | null {
  let min = usable(input.min);
  let max = usable(input.max);
  if ((min === null && max === null) || !isGbp(input.currency)) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const period = input.period ?? ((min ?? max)! >= MIN_IMPLIED_YEARLY ? 'year' : null);
  if (period === null) return null;
  const perHour = (n: number | null) => (n === null ? null : Math.round((n * PER_YEAR[period] * 100) / PER_YEAR.hour) / 100);
  return { min: perHour(min), max: perHour(max), converted: period !== 'hour' };
}
