import { decodeHTML } from 'entities';
import { anyOf } from '../../lib/pattern.ts';
import type { Currency, SalaryPeriod } from './types.ts';

/**
 * Pay statements in UK job ads: "£45,000 - £55,000 a year", "£45k-£55k", "£25ph", "£450/day",
 * "Up to £60,000", "From £30,000 per annum", "£40-45k", "Salary: 28,000 – 35,000", "£30,000 OTE".
 *
 * How a statement is found:
 *  1. Every money amount (£, $, €, GBP …, or a bare number right after "Salary:"/"Pay:") is a
 *     candidate; a second amount after "-", "–", "to" or "and" makes it a range.
 *  2. The period comes from the words after it ("per hour", "pa", "p/d", "/day", "weekly") or before
 *     it ("hourly rate of", "day rate", "weekly salary"); failing that, from the size: with a "k" or
 *     at least 10,000 it is a year, under 100 an hour. Anything else without a period is dropped
 *     (is "£650" a day or a week?).
 *  3. Not pay, so dropped: millions ("£1m", "£1.8bn"); amounts next to bonus, sign-on, referral,
 *     budget, revenue, funding, allowance, extra/additional, voucher …; "per night", "per shift",
 *     "per mile", "per referral" …; figures outside a plausible band for their period (a "£1,500 a
 *     year" training budget, "£1 extra per hour").
 *  4. The first labelled statement ("Pay:", "Salary:", "Rate of pay:") wins, because Indeed ads
 *     end with a "Pay: £x-£y per hour" summary that beats loose mentions above it; else the first.
 */

export interface ParsedSalary {
  min: number | null;
  max: number | null;
  period: SalaryPeriod;
  currency: Currency;
  /** The statement the figures came from, as written. */
  text: string;
  /** "OTE" / "on target earnings": includes commission, so not guaranteed pay. */
  ote: boolean;
  /** "pro rata": the figure is the full-time equivalent of a part-time job. */
  proRata: boolean;
}

// "k" is thousands unless it starts a word ("45 kids"); "£45kpa" keeps its "pa".
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?([kK])(?!(?!pa|ph|pd|pw|pcm)[a-zA-Z])|\s?(m|mn|bn|b|million|billion)\b)?`;
const SYMBOL = String.raw`(?:£|\$|€|GBP\s?|USD\s?|EUR\s?)`;
const CURRENCY_OF: Record<string, Currency> = { '£': 'GBP', $: 'USD', '€': 'EUR', GBP: 'GBP', USD: 'USD', EUR: 'EUR' };

/** A money amount with its symbol, and an optional "- £55,000" / "to 55k" / "and £35,000" after it. */
const MONEY = new RegExp(String.raw`(${SYMBOL})\s?${NUMBER}(?:\s*(?:-|–|—|to|and)\s*(${SYMBOL})?\s?${NUMBER})?`, 'gid');
/** "Salary: 28,000 – 35,000" (Reed strips the £ from some snippets): a label, then bare numbers. */
const LABELLED_BARE = new RegExp(
  String.raw`\b(?:salary|pay|rate|remuneration)(?:\s*(?:&|and)\s*benefits)?\s*\**\s*:\s*\**\s*()${NUMBER}(?:\s*(?:-|–|—|to)\s*()${NUMBER})?`,
  'gid',
);

interface PeriodRule {
  period: SalaryPeriod;
  after: RegExp;
}

// Anchored at the end of the amount; short fillers ("gross", "basic", ".00") may come between.
const FILLER = String.raw`^\s*(?:\.00\s*)?(?:\(?\s*(?:gross|basic|base|fte|approx\.?|plus holiday pay|inc\.?|incl\.?)\s*\)?\s*)*`;
const PERIODS: PeriodRule[] = [
  { period: 'hour', after: new RegExp(FILLER + String.raw`(?:(?:per|an?|each|\/)\s*(?:hour|hr|h)\b|p\.?\/?h\b|ph\b|hourly\b)`, 'i') },
  { period: 'day', after: new RegExp(FILLER + String.raw`(?:(?:per|an?|each|\/)\s*day\b|p\.?\/?d\b|pd\b|daily\b|day rate\b)`, 'i') },
  { period: 'week', after: new RegExp(FILLER + String.raw`(?:(?:per|an?|each|\/)\s*(?:week|wk)\b|p\.?\/?w\b|pw\b|weekly\b)`, 'i') },
  {
    period: 'month',
    after: new RegExp(FILLER + String.raw`(?:(?:per|an?|each|\/)\s*(?:calendar\s+)?(?:month|mth)\b|pcm\b|p\.?\/?m\b|monthly\b)`, 'i'),
  },
  {
    period: 'year',
    after: new RegExp(
      FILLER +
        String.raw`(?:(?:per|an?|each|\/)\s*(?:annum|year|yr|ann)\b|p\.?\s?a\.?(?![a-z])|annually\b|annual\b|pro[\s-]?rata\b|\bote\b)`,
      'i',
    ),
  },
];
const PERIOD_BEFORE: [SalaryPeriod, RegExp][] = [
  ['hour', /\bhourly(?:\s+(?:rate|pay|wage))?(?:\s+of)?\s*(?:up to|from)?\s*$/i],
  ['day', /\b(?:day|daily)\s+rate(?:\s+of)?\s*(?:up to|from|of)?\s*$/i],
  ['week', /\bweekly(?:\s+(?:salary|pay|wage|rate))?(?:\s+of)?\s*(?:up to|from)?\s*$/i],
  ['month', /\bmonthly(?:\s+(?:salary|pay))?(?:\s+of)?\s*(?:up to|from)?\s*$/i],
  ['year', /\b(?:annual|yearly)(?:\s+(?:salary|pay|package))?(?:\s+of)?\s*(?:up to|from)?\s*$/i],
];
/** "per night", "per 10-hour shift", "per referral": a rate, but not in a unit we can use. */
const OTHER_UNITS = [
  String.raw`\d+[\s-]*(?:hour|hr)s?\b|night|shift|visit|mile|referral|call|sale|item|drop|delivery|session|lesson|class`,
  'sleep|placement|hire|person|head|unit|job|patient|client|case',
];
const OTHER_UNIT_AFTER = new RegExp(String.raw`^\s*(?:\.00\s*)?(?:per|an?|each|\/)\s*${anyOf(OTHER_UNITS)}`, 'i');

/** Words just before an amount that make it a bonus, a budget or another sum that is not the pay. */
const NOT_PAY_WORDS_BEFORE = [
  String.raw`bonus(?:es)?|sign[\s-]?on|signing|golden hello|welcome|referral|refer a friend|budget|revenue|turnover|raised?`,
  'raising|funding|investment|invested|worth|allowance|voucher|discount|extra|additional|uplift|premium',
  'enhancement|enhanced|fees?|cost|spend|savings?|valued at|award|grant|loan|deposit|prize|incentive|commission',
  String.raw`relocation|of up to £?\d+ in`,
];
/** Words just after an amount that make it something other than the pay. */
const NOT_PAY_WORDS_AFTER = [
  String.raw`bonus|sign[\s-]?on|signing|golden hello|referral|refer|budget|revenue|turnover|funding|investment|allowance`,
  'voucher|discount|gift|towards|contribution|per night|relocation|commission|training budget|learning budget',
  'in (?:sales|revenue|funding)',
];
const NOT_PAY_BEFORE = new RegExp(String.raw`\b${anyOf(NOT_PAY_WORDS_BEFORE)}\b[^.;:\n]{0,25}$`, 'i');
const NOT_PAY_AFTER = new RegExp(String.raw`^\s*(?:\.00\s*)?(?:\+\s*)?(?:[a-z-]+\s+){0,2}${anyOf(NOT_PAY_WORDS_AFTER)}\b`, 'i');
const LABEL_BEFORE = /\b(?:salary|pay|rate|rates|remuneration|compensation|wage|earnings)\b[^.\n]{0,20}$/i;
/** A label that introduces the pay ("Salary:", "Rate of pay:"). */
const PAY_LABELS = [
  String.raw`salary(?:\/pay rate)?|pay(?:\s+rates?)?|rate of pay|hourly rate|day rate|rate|wage|remuneration|compensation`,
];
const LABEL_STRICT = new RegExp(String.raw`(?:^|\n|\*|\.|·)\s*${anyOf(PAY_LABELS)}\s*\**\s*:\s*\**\s*(?:up to|from|circa|c\.)?\s*$`, 'i');
const UPPER_ONLY = /\b(?:up\s*to|upto|max(?:imum)?(?:\s+of)?|to|not exceeding)\s*$/i;
const LOWER_ONLY =
  /\b(?:from|starting(?:\s+(?:at|from|salary(?:\s+of)?))?|min(?:imum)?(?:\s+of)?|in excess of|upwards of|at least|over|more than|\d+\+)\s*$/i;
const OTE_AFTER = /^[^.;\n£$€]{0,12}\b(?:ote|on target earnings)\b/i;
const OTE_BEFORE = /\b(?:ote|on target earnings)\s*(?:of\s*)?$/i;
const PRO_RATA = /^[^.;\n]{0,25}\b(?:pro[\s-]?rata|fte|full[\s-]time equivalent)\b/i;

/** Plausible pay per period, in any currency we accept. Outside it, the figure is something else. */
const BANDS: Record<SalaryPeriod, [number, number]> = {
  hour: [4, 500],
  day: [40, 3_000],
  week: [100, 10_000],
  month: [400, 60_000],
  year: [5_000, 2_000_000],
};

interface Amount {
  value: number;
  thousands: boolean;
  huge: boolean;
}

function amountOf(digits: string | undefined, decimals: string | undefined, k: string | undefined, big: string | undefined): Amount | null {
  if (!digits) return null;
  const value = Number(digits.replace(/,/g, '') + (decimals ?? ''));
  if (!Number.isFinite(value)) return null;
  return { value: k ? value * 1000 : value, thousands: Boolean(k), huge: Boolean(big) };
}

function periodFromWords(after: string, before: string): SalaryPeriod | null {
  for (const rule of PERIODS) if (rule.after.test(after)) return rule.period;
  for (const [period, re] of PERIOD_BEFORE) if (re.test(before)) return period;
  return null;
}

function periodFromSize(amount: Amount): SalaryPeriod | null {
  if (amount.thousands || amount.value >= 10_000) return 'year';
  if (amount.value < 100) return 'hour';
  return null;
}

/** Where the clause the amount sits in begins: 40 characters back at most, stopping at a sentence end. */
function clauseBefore(text: string, index: number): string {
  const window = text.slice(Math.max(0, index - 40), index);
  const cut = Math.max(
    window.lastIndexOf('. '),
    window.lastIndexOf('\n'),
    window.lastIndexOf(';'),
    window.lastIndexOf('|'),
    window.lastIndexOf('•'),
  );
  return cut >= 0 ? window.slice(cut + 1) : window;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

interface Candidate extends ParsedSalary {
  index: number;
  labelled: boolean;
}

/** End offset of the last group in `groups` that matched. */
function endOf(match: RegExpExecArray, groups: number[]): number | null {
  for (const g of groups.toReversed()) {
    const span = match.indices?.[g];
    if (span) return span[1];
  }
  return null;
}

function candidateFrom(text: string, match: RegExpExecArray, bare: boolean): Candidate | null {
  const [, symbol, d1, dec1, k1, big1, symbol2, d2, dec2, k2, big2] = match;
  const first = amountOf(d1, dec1, k1, big1);
  if (!first || first.huge) return null;
  let second = amountOf(d2, dec2, k2, big2);
  if (second?.huge) return null;
  const currency: Currency = symbol ? (CURRENCY_OF[symbol.trim().toUpperCase()] ?? 'GBP') : 'GBP';
  // "£40-45k": the k applies to both ends.
  if (second?.thousands && !first.thousands && first.value < 1000 && first.value * 1000 <= second.value) {
    first.value *= 1000;
    first.thousands = true;
  }
  const start = match.indices?.[1]?.[0] ?? match.index;
  const firstEnd = endOf(match, [2, 3, 4, 5]) ?? start;
  // Not the other end of a range: another currency, a smaller figure ("£300 - 2 days"), or "and"
  // without "between" ("£11 an hour and £2 extra" is caught as two statements instead).
  const joiner = second ? text.slice(firstEnd, match.indices?.[6]?.[0] ?? match.indices?.[7]?.[0] ?? firstEnd) : '';
  if (
    second &&
    ((symbol2 && CURRENCY_OF[symbol2.trim().toUpperCase()] !== currency) ||
      second.value < first.value ||
      (/and/i.test(joiner) && !/between\s*$/i.test(clauseBefore(text, start))))
  )
    second = null;

  const end = second ? (endOf(match, [7, 8, 9, 10]) ?? firstEnd) : firstEnd;
  const before = clauseBefore(text, start);
  const after = text.slice(end, end + 60);
  if (NOT_PAY_BEFORE.test(before) || OTHER_UNIT_AFTER.test(after)) return null;
  // A bare number is pay only when a label says so.
  if (bare && !LABEL_BEFORE.test(text.slice(Math.max(0, match.index - 5), start))) return null;

  const stated = periodFromWords(after, before);
  if (!stated && NOT_PAY_AFTER.test(after)) return null;
  // "Pay: 4 weeks holiday", "Salary: 30 hours a week": a bare number counting something else.
  if (bare && /^\s*(?:weeks?|days?|hours?|hrs?|months?|years?|holidays?|%|people|staff)\b/i.test(after)) return null;
  const period = stated ?? periodFromSize(second ?? first);
  if (!period) return null;
  const [lo, hi] = BANDS[period];
  const values = second ? [first.value, second.value] : [first.value];
  if (values.some((v) => v < lo || v > hi)) return null;

  let min: number | null = round(first.value);
  let max: number | null = round(second?.value ?? first.value);
  if (!second && UPPER_ONLY.test(before)) min = null;
  else if (!second && LOWER_ONLY.test(before)) max = null;

  const periodWords = stated ? (PERIODS.find((r) => r.period === stated)?.after.exec(after)?.[0] ?? '') : '';
  const qualifier = /(?:up\s*to|from|circa|between|starting at|in excess of|upwards of)\s*$/i.exec(before)?.[0] ?? '';
  return {
    index: start,
    labelled: LABEL_STRICT.test(text.slice(Math.max(0, start - 40), start)),
    min,
    max,
    period,
    currency,
    text: `${qualifier}${text.slice(start, end)}${periodWords}`.replace(/\s+/g, ' ').trim(),
    ote: OTE_AFTER.test(after) || OTE_BEFORE.test(before),
    proRata: PRO_RATA.test(after),
  };
}

function candidates(raw: string): Candidate[] {
  // Reed escapes the pound sign ("&#163;"); non-breaking spaces are common in pasted ads.
  const text = decodeHTML(raw).replace(/\u00a0/g, ' ');
  const found: Candidate[] = [];
  for (const [re, bare] of [
    [MONEY, false],
    [LABELLED_BARE, true],
  ] as const) {
    re.lastIndex = 0;
    for (let match = re.exec(text); match; match = re.exec(text)) {
      const candidate = candidateFrom(text, match, bare);
      if (candidate && !found.some((c) => c.index === candidate.index)) found.push(candidate);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function strip({ index: _index, labelled: _labelled, ...salary }: Candidate): ParsedSalary {
  return salary;
}

/** Every pay statement in the text, in order of appearance. */
function findSalaries(text: string): ParsedSalary[] {
  return candidates(text).map(strip);
}

/** The ad's salary: the first labelled statement, else the first statement; null when there is none. */
export function parseSalary(text: string | null | undefined): ParsedSalary | null {
  if (!text) return null;
  const found = candidates(text);
  const chosen = found.find((c) => c.labelled) ?? found[0];
  return chosen ? strip(chosen) : null;
}

/**
 * Yearly equivalent of a figure paid per `period`, for the Skilled Worker salary check.
 *
 * Assumptions (full-time, as the Home Office compares against a full-time salary):
 *   hour × 37.5 hours × 52 weeks (1,950 h, the common UK full-time week);
 *   day × 5 days × 52 weeks (260 days; contractors' "220 working days" would understate the
 *     employee-equivalent the threshold is about, and employers advertising a day rate pay for
 *     every day worked);
 *   week × 52; month × 12.
 * Rounded to whole pounds.
 */
const HOURS_PER_WEEK = 37.5;
const WEEKS_PER_YEAR = 52;
const DAYS_PER_WEEK = 5;

const YEARLY_FACTOR: Record<SalaryPeriod, number> = {
  hour: HOURS_PER_WEEK * WEEKS_PER_YEAR,
  day: DAYS_PER_WEEK * WEEKS_PER_YEAR,
  week: WEEKS_PER_YEAR,
  month: 12,
  year: 1,
};

export function annualise(amount: number, period: SalaryPeriod): number;
export function annualise(amount: number | null, period: SalaryPeriod): number | null;
export function annualise(amount: number | null, period: SalaryPeriod): number | null {
  if (amount === null) return null;
  return Math.round(amount * YEARLY_FACTOR[period]);
}

/** Both ends of a range, yearly. */
export function annualiseRange(salary: { min: number | null; max: number | null; period: SalaryPeriod }): {
  min: number | null;
  max: number | null;
} {
  return { min: annualise(salary.min, salary.period), max: annualise(salary.max, salary.period) };
}

/**
 * The period of figures a source gives without one (Reed's minimumSalary/maximumSalary, the CSV
 * export's salary_min/max): a statement in the ad with the same figure says it; else the size does
 * (under 100 an hour, under 2,000 a day, under 10,000 a month, else a year).
 */
export function inferPeriod(min: number | null, max: number | null, adText = ''): SalaryPeriod | null {
  const value = max ?? min;
  if (value === null || value <= 0) return null;
  const match = findSalaries(adText).find((s) => (min !== null && s.min === min) || (max !== null && s.max === max));
  if (match) return match.period;
  if (value < 100) return 'hour';
  if (value < 2_000) return 'day';
  if (value < 10_000) return 'month';
  return 'year';
}

const SYMBOL_OF: Record<Currency, string> = { GBP: '£', USD: '$', EUR: '€' };
const PERIOD_WORDS: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', week: 'a week', day: 'a day', hour: 'an hour' };

/** "£30,000 - £34,000 a year", "Up to £60,000 a year", "£25 an hour": how structured figures read. */
export function formatSalary(min: number | null, max: number | null, period: SalaryPeriod, currency: Currency): string | null {
  const money = (v: number) => `${SYMBOL_OF[currency]}${v.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;
  const words = PERIOD_WORDS[period];
  if (min !== null && max !== null) return min === max ? `${money(min)} ${words}` : `${money(min)} - ${money(max)} ${words}`;
  if (max !== null) return `Up to ${money(max)} ${words}`;
  if (min !== null) return `From ${money(min)} ${words}`;
  return null;
}
