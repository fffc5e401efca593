/**
 * Numbers as claims (decision 050): digits ("40", "1,200", "£2.5m", "$5B+", "25%", "3x"), English number words
 * ("twelve", "forty-five", "a dozen", "tripled") and Chinese numerals with their measure words ("十二",
 * "四十五人", "三年", "百分之三十"), full-width digits included. Each comes with what it counts (its unit and the
 * words around it), so "a team of 40" is not grounded by "40 store managers", nor "£5B" by "£2B".
 */

import { anyOf } from '../../lib/pattern.ts';

type QuantityKind = 'percent' | 'money' | 'multiple' | 'duration' | 'year' | 'count';

export interface Quantity {
  raw: string;
  kind: QuantityKind;
  value: number;
  currency?: string;
  /** For a duration: 'year' or 'month'. */
  unit?: string;
  /** Content words (stems) just before and after it: what the number counts. */
  context: string[];
}

/** English number words below a hundred, and "dozen" (the rewriter writes some of them as digits). */
export const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };
const MULTIPLE: Record<string, number> = {
  doubled: 2,
  double: 2,
  twofold: 2,
  tripled: 3,
  triple: 3,
  trebled: 3,
  threefold: 3,
  quadrupled: 4,
  fourfold: 4,
  fivefold: 5,
  tenfold: 10,
};
const MAGNITUDE: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  mn: 1e6,
  bn: 1e9,
  b: 1e9,
  million: 1e6,
  billion: 1e9,
  thousand: 1e3,
  万: 1e4,
  亿: 1e8,
};

const STOP = new Set(
  (
    'a an the of and or to in on at for by with from as into over than this that my our their his her its i we you they is are ' +
    'was were be been has have had per each more across about around up some which who all total'
  ).split(' '),
);

/** A crude stem: lower case, first five letters ("managers" ~ "manager", "analysts" ~ "analyst"). */
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/[’']s$/, '')
    .slice(0, 5);

function contextOf(text: string, start: number, end: number): string[] {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  const words = (s: string) => s.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  const han = (s: string) => s.match(/\p{Script=Han}/gu) ?? [];
  const near = [...words(before).slice(-3), ...words(after).slice(0, 3)].filter((w) => !/\p{Script=Han}/u.test(w));
  const latin = near.filter((w) => !STOP.has(w.toLowerCase()) && !(w.toLowerCase() in MAGNITUDE)).map(stem);
  // Chinese: the characters right after the number and its measure word ("45人团队" → 团, 队).
  const cjk = [...han(before).slice(-2), ...han(after).slice(1, 4)];
  return [...latin, ...cjk];
}

function parseWords(tokens: string[]): number | null {
  let total = 0;
  let current = 0;
  let any = false;
  for (const t of tokens) {
    const w = t.toLowerCase();
    if (w in NUMBER_WORDS) {
      current += NUMBER_WORDS[w]!;
      any = true;
    } else if (w in SCALE) {
      current = (current || 1) * SCALE[w]!;
      if (SCALE[w]! >= 1e3) {
        total += current;
        current = 0;
      }
      any = true;
    } else if (w !== 'and' && w !== 'a') return null;
  }
  return any ? total + current : null;
}

const CN_DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** 十二 → 12, 四十五 → 45, 三百 → 300, 两万 → 20000. */
function chineseNumber(text: string): number | null {
  let total = 0;
  let section = 0;
  let digit = -1;
  for (const ch of text) {
    if (ch in CN_DIGIT) digit = CN_DIGIT[ch]!;
    else if (ch in CN_UNIT) {
      section += (digit < 0 ? 1 : digit) * CN_UNIT[ch]!;
      digit = -1;
    } else if (ch === '万' || ch === '亿') {
      total += (section + Math.max(digit, 0)) * (ch === '万' ? 1e4 : 1e8);
      section = 0;
      digit = -1;
    } else return null;
  }
  return total + section + Math.max(digit, 0);
}

const MEASURE = '人名位个年月周天倍家项次款种支门所场套份条篇本台部层';
const CN_NUMERAL = /[零〇一二两三四五六七八九十百千万亿]+/gu;
/** Words made of numeral characters that are not numbers. */
const CN_NOT_NUMBER =
  /^(?:一些|一起|一直|一定|一般|一切|一致|一同|一旦|统一|之一|万一|千万|十分|一流|一线|一体|一系列|一方面|进一步|三方|万事)/;

function duration(after: string): string | undefined {
  if (/^\s*(?:-|\s)?(?:years?|yrs?)\b|^年(?![0-9一二三四五六七八九十]{0,2}月)|^多年/iu.test(after)) return 'year';
  if (/^\s*(?:-|\s)?months?\b|^个月/iu.test(after)) return 'month';
  if (/^\s*decades?\b/iu.test(after)) return 'decade';
  return undefined;
}

/** Digits, with a currency before and a magnitude, % or multiple after: "£2.5m", "$5B+", "25%", "3x", "2019". */
const DIGIT_SUFFIXES = [String.raw`%|percent\b|per cent\b|x\b|times\b|(?:bn|mn|k|m|b)\b|million\b|billion\b|thousand\b|万|亿`];
const DIGIT_QUANTITY = new RegExp(
  String.raw`([£$€¥]|(?:gbp|usd|eur|rmb|cny)\s?)?(?<![A-Za-z\p{N}.]|\d,)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?(${DIGIT_SUFFIXES.join('|')})?(\+)?`,
  'giu',
);
/** English number words: "twelve", "forty-five", "two hundred", "a dozen". */
const NUMBER_NAMES = [
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen',
  'eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety',
];
const SCALE_NAMES = ['hundred|thousand|million|billion'];
const NUMBER_WORD_RUN = new RegExp(
  String.raw`\b(?:(?:a\s+)?${anyOf([...NUMBER_NAMES, 'dozen', ...SCALE_NAMES])}(?:[\s-]+(?:and\s+)?${anyOf([...NUMBER_NAMES, ...SCALE_NAMES])})*)\b`,
  'giu',
);

/** Every quantity in a text (NFKC first: full-width digits read as digits). */
export function quantitiesIn(input: string): Quantity[] {
  // A date's month is part of the date (years are read below): "07/2021", "2021-07", "2021年7月".
  const text = input
    .normalize('NFKC')
    .replace(/\b(?:0?[1-9]|1[0-2])(?=[/.](?:19|20)\d{2}\b)/g, (m) => ' '.repeat(m.length))
    .replace(/(?<=\b(?:19|20)\d{2}[-/.])(?:0[1-9]|1[0-2])\b/g, (m) => ' '.repeat(m.length))
    .replace(/(?<=年\s*)\d{1,2}(?=\s*月)/g, (m) => ' '.repeat(m.length))
    .replace(/(?<=年\s*)[一二三四五六七八九十]{1,2}(?=\s*月)/g, (m) => ' '.repeat(m.length));
  const out: Quantity[] = [];
  const taken: [number, number][] = [];
  const free = (s: number, e: number) => !taken.some(([a, b]) => s < b && e > a);
  const add = (start: number, end: number, read: Omit<Quantity, 'raw' | 'context'>) => {
    // "two decades" is twenty years.
    const q = read.unit === 'decade' ? { ...read, value: read.value * 10, unit: 'year' } : read;
    taken.push([start, end]);
    out.push({ ...q, raw: text.slice(start, end).trim(), context: contextOf(text, start, end) });
  };

  // Digits, with a currency before and a magnitude, % or multiple after: "£2.5m", "$5B+", "25%", "3x", "2019".
  for (const m of text.matchAll(DIGIT_QUANTITY)) {
    const start = m.index;
    const end = start + m[0].length;
    const value = Number(`${m[2]!.replace(/,/g, '')}${m[3] ? `.${m[3]}` : ''}`);
    const suffix = (m[4] ?? '').toLowerCase();
    const currency = m[1]?.trim().toLowerCase();
    const after = text.slice(end);
    if (/^(?:%|percent|per cent)$/.test(suffix) || /^\s*%/.test(after)) add(start, end, { kind: 'percent', value });
    else if (suffix === 'x' || suffix === 'times') add(start, end, { kind: 'multiple', value });
    else if (suffix in MAGNITUDE || currency) add(start, end, { kind: 'money', value: value * (MAGNITUDE[suffix] ?? 1), currency });
    else if (!m[3] && m[2]!.length === 4 && value >= 1950 && value <= 2049 && !/^\s*(?:people|staff|users|customers)/i.test(after))
      add(start, end, { kind: 'year', value });
    else {
      const unit = duration(after);
      add(start, end, unit ? { kind: 'duration', value, unit } : { kind: 'count', value });
    }
  }

  // English number words: "twelve", "forty-five", "two hundred", "a dozen"; multiples: "tripled".
  for (const m of text.matchAll(NUMBER_WORD_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!free(start, end)) continue;
    const value = parseWords(m[0].split(/[\s-]+/));
    if (value === null) continue;
    const unit = duration(text.slice(end));
    add(start, end, unit ? { kind: 'duration', value, unit } : { kind: 'count', value });
  }
  // "a decade" is ten years.
  for (const m of text.matchAll(/\b(?:a|one|over a|nearly a|almost a)\s+decade\b/giu)) {
    if (free(m.index, m.index + m[0].length)) add(m.index, m.index + m[0].length, { kind: 'duration', value: 10, unit: 'year' });
  }
  for (const m of text.matchAll(/\b(doubled|double|twofold|tripled|triple|trebled|threefold|quadrupled|fourfold|fivefold|tenfold)\b/giu)) {
    if (free(m.index, m.index + m[0].length))
      add(m.index, m.index + m[0].length, { kind: 'multiple', value: MULTIPLE[m[1]!.toLowerCase()]! });
  }

  // Chinese numerals: "百分之三十", "四十五人", "三年", "十二".
  for (const m of text.matchAll(/百分之([零〇一二两三四五六七八九十百]+)/gu)) {
    const value = chineseNumber(m[1]!);
    if (value !== null && free(m.index, m.index + m[0].length)) add(m.index, m.index + m[0].length, { kind: 'percent', value });
  }
  for (const m of text.matchAll(CN_NUMERAL)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!free(start, end) || CN_NOT_NUMBER.test(text.slice(start))) continue;
    const after = text.slice(end);
    const measured = after.length > 0 && MEASURE.includes(after[0]!);
    if (m[0].length < 2 && !measured) continue;
    const value = chineseNumber(m[0]);
    // "一" (one) carries no claim worth checking: "一名分析师" is "an analyst".
    if (value === null || value <= 1) continue;
    const unit = duration(after);
    add(start, end, unit ? { kind: 'duration', value, unit } : { kind: after[0] === '倍' ? 'multiple' : 'count', value });
  }
  return out;
}

/** Whether two quantities say the same thing: same kind and value, and (for counts) about the same thing. */
export function sameQuantity(claim: Quantity, fact: Quantity): boolean {
  const kinds = (a: QuantityKind, b: QuantityKind) =>
    a === b || (a === 'count' && b === 'money') || (a === 'money' && b === 'count') || (a === 'duration' && b === 'count');
  if (!kinds(claim.kind, fact.kind) || Math.abs(claim.value - fact.value) > 1e-9 * Math.max(1, claim.value)) return false;
  if (claim.currency && fact.currency && claim.currency[0] !== fact.currency[0]) return false;
  if (claim.kind !== 'count') return true;
  // A count must count the same thing: one word of what surrounds it in common, when the claim says what it counts.
  if (!claim.context.length || !fact.context.length) return true;
  return claim.context.some((w) => fact.context.includes(w));
}
