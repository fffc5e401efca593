import { fold } from './fold.ts';

/**
 * Employer names as the matcher compares them. "Google (UK) Limited", "GOOGLE UK LTD" and "Google" all become
 * "google"; "Smith & Sons" and "Smith and Sons" agree; "X Ltd t/a Y" yields a second key for "Y".
 * Legal forms are dropped only at the end of a name, so "The Co-operative Bank" keeps its words.
 */

/** Legal forms and country tags that say nothing about which organisation it is, when they end a name. */
const TRAILING_NOISE = new Set([
  'ltd',
  'limited',
  'plc',
  'llp',
  'lp',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'cic',
  'cio',
  'gmbh',
  'sa',
  'sas',
  'sarl',
  'bv',
  'nv',
  'ag',
  'ab',
  'spa',
  'pty',
  'pvt',
  'private',
  'uk',
  'gb',
  'u',
  'k',
  'england',
  'and',
  'the',
]);

/**
 * Words a brand's registered name often carries after the brand ("Amazon UK Services Ltd", "Compass Group
 * Holdings"): a job name that is the register name minus only these words is the same employer.
 */
export const GENERIC_SUFFIX_WORDS = new Set([
  'uk',
  'gb',
  'services',
  'service',
  'holdings',
  'holding',
  'group',
  'international',
  'global',
  'europe',
  'european',
  'emea',
  'operations',
  'management',
  'trading',
  'enterprises',
  'worldwide',
  'plc',
  'and',
  'ireland',
  'britain',
  'great',
  'united',
  'kingdom',
  'london',
  'restaurants',
  'stores',
  'supermarkets',
  'retail',
  'com',
  // A company formed to hold or buy the business: "Sonderwell Bidco Limited" is Sonderwell.
  'bidco',
  'topco',
  'midco',
  'holdco',
  'opco',
  'newco',
]);

/**
 * How many words of a name say which entity it is, beyond legal forms and the UK tag ("KPMG LLP" 1, "KPMG
 * Ireland" 2): among a brand's entities, the one with fewest is its main one.
 */
export const distinctiveWords = (name: string): number =>
  fold(name)
    .split(' ')
    .filter((w) => w && !TRAILING_NOISE.has(w) && w !== 'and' && w !== 'the').length;

/** Words that say nothing about which organisation it is: a legal form, a country tag, a generic suffix. */
export const isGenericWord = (word: string) => GENERIC_SUFFIX_WORDS.has(word) || TRAILING_NOISE.has(word);

/**
 * The brand of a key: the key without the generic words that end it ("barclays bank uk" stays, "kpmg services" →
 * "kpmg"). Empty when only generic words are left.
 */
export function brandKey(key: string): string {
  const words = key.split(' ').filter(Boolean);
  while (words.length > 1 && isGenericWord(words[words.length - 1]!)) words.pop();
  return words.length === 1 && isGenericWord(words[0]!) ? '' : words.join(' ');
}

/** The brand as the ad spells it, for people to read: "Morgan Stanley UK Limited" → "Morgan Stanley". */
export function brandDisplay(cleanedName: string): string {
  const main = cleanedName
    .split(TRADING_AS)[0]!
    .replace(/\([^)]*\)/g, ' ')
    .trim();
  const words = main.split(/\s+/).filter(Boolean);
  while (
    words.length > 1 &&
    (!fold(words[words.length - 1]!) ||
      fold(words[words.length - 1]!)
        .split(' ')
        .every(isGenericWord))
  )
    words.pop();
  return words.join(' ');
}

const LEGAL_FORM = /\b(ltd|limited|plc|llp|lp|llc|inc|cic)\.?\s*$/i;

/** The legal form a name ends in ("Ltd" and "Limited" are one form), or null. Such a name is one registered company. */
export function legalForm(name: string): string | null {
  const form = LEGAL_FORM.exec(name.trim())?.[1]?.toLowerCase();
  return form === 'limited' ? 'ltd' : (form ?? null);
}

// Also inside brackets, as the register often writes it: "ITIL Limited (Trading as Incite Insight)".
const TRADING_AS = /(?:\s+|\s*\(\s*)(?:t\s*\/\s*as?|t\.a\.|trading\s+as|trading\s+under\s+the\s+name(?:\s+of)?|also\s+known\s+as|aka)\s+/i;

/** "RE Recruitment (a Trading Division of Taskmaster Resources Limited)": the legal entity, a name of the organisation too. */
const DIVISION_OF = /\(\s*(?:a\s+)?(?:trading\s+)?(?:division|trading\s+name)\s+of\s+([^()]+)\)/i;

/** The match key of one name (no trading-as split). Empty when nothing distinctive is left. */
export function nameKey(name: string): string {
  const tokens = fold(name).split(' ').filter(Boolean);
  while (tokens.length > 1 && TRAILING_NOISE.has(tokens[tokens.length - 1]!)) tokens.pop();
  if (tokens.length > 1 && tokens[0] === 'the') tokens.shift();
  if (tokens.length === 1 && TRAILING_NOISE.has(tokens[0]!)) return '';
  return tokens.join(' ');
}

/** The organisation's own key and, for "X t/a Y", the trading name's key too. */
export function nameKeys(name: string): { key: string; aliases: string[] } {
  const parts = name
    .split(TRADING_AS)
    .map((p) => p.trim())
    .filter(Boolean);
  const [first = name, ...rest] = parts;
  // A division's organisation is its legal entity trading under the division's name, as in "X t/a Y".
  const entity = DIVISION_OF.exec(first);
  if (entity) rest.unshift(first.replace(entity[0], ' '));
  const key = nameKey(entity ? entity[1]! : first);
  const aliases = [...new Set(rest.map(nameKey).filter((k) => k && k !== key))];
  return { key, aliases };
}

/**
 * How job boards decorate an employer's name: "Harnham - Data & Analytics Recruitment", "Acme (via Indeed)",
 * tabs and stray spaces. Returns the part that names the employer.
 */
export function cleanAdvertisedName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .replace(/\s+[-–—|]\s+.*$/, '') // "Harnham - Data & Analytics Recruitment"
    .replace(/\((?:via|through)[^)]*\)/gi, '')
    .replace(/(?<=[A-Za-z])-\d+$/, '') // "NORD ANGLIA EDUCATION-2": a board's numbering of one advertiser's accounts
    .trim();
}

/** The register's town spelling varies ("LONDON", "London ", "london"): compare folded. */
export function townKey(town: string | null | undefined): string {
  if (!town) return '';
  const postcode = /^\s*([A-Z]{1,2})\d[A-Z\d]?\s*(?:\d[A-Z]{2})?\s*$/i.exec(town)?.[1]?.toUpperCase();
  if (postcode) return POST_TOWNS[postcode] ?? '';
  return fold(town)
    .replace(/\b(city of|greater)\b/g, '')
    .trim();
}

/**
 * Ads often give a postcode for the town ("EC4M 8AD", "NE15 8NX"): the post town of the largest postcode areas.
 * An area not here reads as no town at all.
 */
const POST_TOWNS: Record<string, string> = {
  E: 'london',
  EC: 'london',
  N: 'london',
  NW: 'london',
  SE: 'london',
  SW: 'london',
  W: 'london',
  WC: 'london',
  B: 'birmingham',
  M: 'manchester',
  L: 'liverpool',
  LS: 'leeds',
  S: 'sheffield',
  NE: 'newcastle upon tyne',
  BS: 'bristol',
  NG: 'nottingham',
  LE: 'leicester',
  CV: 'coventry',
  G: 'glasgow',
  EH: 'edinburgh',
  CF: 'cardiff',
  BT: 'belfast',
  CB: 'cambridge',
  OX: 'oxford',
  RG: 'reading',
  MK: 'milton keynes',
  NN: 'northampton',
  SO: 'southampton',
  BN: 'brighton',
};
