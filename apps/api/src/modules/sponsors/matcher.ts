import type { Db } from '@jobbridge/db';
import { fold } from './fold.ts';
import { advertisesForClient, isRecruitmentAgency } from './recruiter-detection.ts';
import { reviewedAliases } from './aliases.ts';
import {
  brandDisplay,
  brandKey,
  cleanAdvertisedName,
  distinctiveWords,
  GENERIC_SUFFIX_WORDS,
  isGenericWord,
  legalForm,
  nameKey,
  nameKeys,
  townKey,
} from './normalize.ts';
import {
  brandNames,
  closeNames,
  namesContaining,
  namesEndingWith,
  namesStartingWith,
  namesWithKey,
  namesWithWords,
  organisationsWithToken,
  sponsorsNamedOrAliased,
  type NameCandidate,
} from './repository.ts';

/** A word used by at most this many organisations identifies an employer on its own ("xero", "kpler"). */
const DISTINCTIVE_MAX_ORGANISATIONS = 2;

/** Below this the matcher answers "no match": a wrong "licensed sponsor" is worse than a missed one. */
const MATCH_THRESHOLD = 0.9;

interface SponsorMatch {
  sponsorId: number;
  organisationName: string;
  town: string | null;
  rating: string | null;
  routes: string[];
}

/** A brand licensed through several register organisations ("one of 3 Barclays entities"). */
interface SponsorGroup {
  brand: string;
  count: number;
  /** The organisations' names as the register spells them, the matched one first. */
  entities: string[];
}

export interface MatchResult {
  match: SponsorMatch | null;
  /** How sure the matcher is of `match`; with no match, the score of the best candidate it turned down. */
  confidence: number;
  /**
   * exact/alias (a trading name)/prefix/fuzzy: the name; reviewed: the alias table; group: a brand licensed
   * through several organisations; brand: the one multinational entity that carries the bare brand.
   */
  method: 'exact' | 'alias' | 'prefix' | 'fuzzy' | 'reviewed' | 'group' | 'brand' | null;
  group: SponsorGroup | null;
}

type Candidate = NameCandidate;

/**
 * The text of the employer's ads, where the legal employer is often named ("X Ltd is an equal opportunity
 * employer"); a function when reading it costs a query and few names need it.
 */
type AdText = string | (() => Promise<string>);

/** "Worker (A rating)" → "A"; "Worker (A (Premium))" → "A (Premium)"; a B rating wins, as the one to know about. */
export function ratingOf(typeRatings: string[]): string | null {
  const ratings = typeRatings
    .map((t) => /\((.*)\)\s*$/.exec(t)?.[1]?.trim() ?? null)
    .filter((r): r is string => !!r)
    .map((r) =>
      r
        .replace(/\s*rating$/i, '')
        .replace(/^UK Expansion Worker:\s*/i, '')
        .trim(),
    );
  if (!ratings.length) return null;
  return ratings.find((r) => r.startsWith('B')) ?? ratings.find((r) => r.startsWith('A')) ?? ratings[0]!;
}

function townMatches(query: string, towns: string[]): boolean | null {
  const q = townKey(query);
  if (!q || !towns.length) return null;
  return towns.some((t) => {
    const k = townKey(t);
    return !!k && (k === q || ` ${q} `.includes(` ${k} `) || ` ${k} `.includes(` ${q} `));
  });
}

/**
 * Where an organisation is: its register towns and counties (the county is often the borough or city around a
 * small town: "Bramhall", "Stockport"), and a place its name gives in brackets ("Sandstone Care (Much Hoole)
 * Limited", one care home of a group, registered at the group's office).
 */
function placesOf(c: Candidate): string[] {
  const qualifier = /\(([^()]+)\)/.exec(c.name)?.[1];
  const places = [...c.towns, ...c.counties];
  return qualifier && !fold(qualifier).split(' ').every(isGenericWord) ? [...places, qualifier] : places;
}

/** Part of a multinational group: the register lists it for the Global Business Mobility routes. */
const multinational = (routes: string[]) => routes.some((r) => r.startsWith('Global Business Mobility'));

function present(c: Candidate, town: string | undefined): SponsorMatch {
  const q = townKey(town);
  const sameTown = q ? c.towns.find((t) => townMatches(q, [t])) : undefined;
  return {
    sponsorId: c.id,
    organisationName: c.name,
    town: sameTown ?? c.towns[0] ?? null,
    rating: ratingOf(c.type_ratings),
    routes: c.routes,
  };
}

async function isDistinctive(db: Db, token: string): Promise<boolean> {
  return (await organisationsWithToken(db, token)) <= DISTINCTIVE_MAX_ORGANISATIONS;
}

const digits = (s: string) => (s.match(/\d+/g) ?? []).join(' ');

/** Picks among candidates for one key: same town first, then the organisation's own name over a trading name. */
function best(candidates: Candidate[], town: string | undefined): { pick: Candidate; townHit: boolean | null; ambiguous: boolean } {
  const scored = candidates.map((c) => ({ c, townHit: town ? townMatches(town, placesOf(c)) : null }));
  scored.sort(
    (a, b) =>
      Number(b.townHit === true) - Number(a.townHit === true) ||
      Number(b.c.kind === 'name') - Number(a.c.kind === 'name') ||
      Number(b.c.routes.includes('Skilled Worker')) - Number(a.c.routes.includes('Skilled Worker')) ||
      // A brand's main entity before its regional or specialist ones ("KPMG LLP" before "KPMG Ireland").
      distinctiveWords(a.c.name) - distinctiveWords(b.c.name) ||
      a.c.id - b.c.id,
  );
  const top = scored[0]!;
  const distinct = new Set(scored.filter((s) => s.townHit === top.townHit).map((s) => s.c.id));
  return { pick: top.c, townHit: top.townHit, ambiguous: distinct.size > 1 };
}

/** A group holds at most this many organisations; more sharing a word is a common word, not one brand. */
const GROUP_MAX = 40;
/** The bare brand names its one multinational entity only when few organisations start with the word. */
const BRAND_MAX_LEADING = 8;

const none = (confidence = 0): MatchResult => ({ match: null, confidence, method: null, group: null });

/**
 * Matches an employer name (as a job ad gives it) to the register. In order: the reviewed alias table; exact
 * keys; the register name with only generic words added ("Amazon" → "Amazon UK Services Ltd") or removed;
 * a brand licensed through several organisations; close spellings. The town, when given, breaks ties and adds
 * a little confidence, but a different town does not rule a match out (employers advertise jobs away from
 * their registered address); for an alias, a group or a legal-form match it only picks the entity.
 * The rules: docs/decisions/006-sponsor-matching-precision-first.md, 021-sponsor-groups-and-aliases.md.
 */
export async function matchSponsor(db: Db, advertisedName: string, town?: string, ad?: AdText): Promise<MatchResult> {
  const cleaned = cleanAdvertisedName(advertisedName);
  // Only the employer's own name counts: in "X Ltd t/a Costa" the employer is X, a franchisee.
  const { key } = nameKeys(cleaned);
  if (!key) return none();
  const brand = brandDisplay(cleaned) || cleaned;
  // A name with its legal form is the legal employer's own: the ad's text cannot make it another's.
  const adText = legalForm(cleaned) ? undefined : ad;

  // 0. The reviewed alias table (brand ≠ legal name).
  const reviewed = await reviewedMatch(db, key, town, brand);
  if (reviewed) return reviewed;

  const tokens = key.split(' ');
  const short = tokens.length === 1 && key.length <= 3;
  // One word names an employer only if few organisations use it; "Wise" or "Cube" need a matching town.
  const distinctive = tokens.length > 1 || (await isDistinctive(db, key));
  let turnedDown = 0;

  // 1. Exact key (organisation name or trading name).
  const keys = [...new Set([key, ...keyVariants(key), ...spacingVariants(cleaned, key), ...abbreviationVariants(key)])];
  const exact = await namesWithKey(db, keys, 50);
  if (!exact.length && distinctive) exact.push(...(await initialled(db, key)));
  if (exact.length) {
    const { pick, townHit, ambiguous } = best(exact, town);
    let confidence = pick.kind === 'name' ? 0.97 : 0.95;
    const sameWords = fold(pick.name) === fold(cleaned);
    if (sameWords) confidence = 1;
    // "Claranet Limited" = "CLARANET LIMITED": a registered company's name with its legal form is unique.
    const form = legalForm(cleaned);
    // Unless another organisation shares the name and neither is in the job's town ("Inspired PLC" of Preston beside
    // "Inspired Limited" of Kirkham, for an ad in Manchester): then which one was picked must not decide the answer.
    const sameCompany = pick.kind === 'name' && form !== null && form === legalForm(pick.name) && (!ambiguous || townHit === true);
    if (short && !sameCompany) confidence -= 0.05; // "QA", "AJ": too little to go on without more
    if (townHit === true) confidence += 0.02;
    if (townHit === false && !sameCompany) confidence -= distinctive ? 0.02 : 0.1;
    // A trading name is often one local branch or franchise ("X Ltd t/a My Homecare"): another town is another employer.
    if (pick.kind === 'alias' && townHit === false) confidence = Math.min(confidence, 0.85);
    // The same holds for an organisation named as a brand that others trade under ("Chicken Cottage" beside
    // "X Ltd t/a Chicken Cottage"): away from its own town the ad is as likely a franchisee's.
    if (townHit === false && !sameCompany && franchised(exact, pick)) confidence = Math.min(confidence, 0.85);
    // One common word ("Wise", "Cube") could be any of dozens of organisations, wherever the job is.
    // Unless the one organisation of that name in the job's town is part of a multinational ("Arm" in Cambridge);
    // two letters are anyone's initials ("QA").
    const localMultinational = key.length >= 3 && townHit === true && !ambiguous && pick.kind === 'name' && multinational(pick.routes);
    if (!distinctive && !sameCompany && !localMultinational) confidence = Math.min(confidence, 0.88);
    if (ambiguous && !sameCompany) confidence -= 0.03;
    if (sameCompany) confidence = Math.max(confidence, sameWords ? 1 : 0.99);
    confidence = Math.min(1, Math.max(0, confidence));
    const method = pick.kind === 'alias' ? 'alias' : 'exact';
    if (confidence >= MATCH_THRESHOLD) return { match: present(pick, town), confidence, method, group: null };
    // Not sure of this name alone; it may still be a licensed group's brand (below), never a close spelling.
    return (await brandMatch(db, key, town, brand)) ?? none(confidence);
  }
  if (short) return (await brandMatch(db, key, town, brand)) ?? none();

  // 2. The register name is this name plus only generic words ("services", "uk", "holdings", …).
  if (key.length >= 4) {
    const prefixed = await namesStartingWith(db, key, 100);
    const generic = withGenericRest(prefixed, key);
    if (generic.length) {
      const { pick, townHit, ambiguous } = best(generic, town);
      let confidence = tokens.length === 1 ? 0.92 : 0.93;
      if (townHit === true) confidence += 0.04;
      if (!distinctive) confidence = Math.min(confidence, 0.88);
      if (ambiguous && townHit !== true) confidence -= 0.02;
      confidence = Math.min(1, confidence);
      if (confidence >= MATCH_THRESHOLD) return { match: present(pick, town), confidence, method: 'prefix', group: null };
      turnedDown = confidence;
    }
  }

  // 3. This name is the register name plus generic words ("Octopus Energy Group" → "Octopus Energy Ltd"), or both
  // are one brand with generic words of their own ("Expedia Group" → "Expedia.com Ltd") and no other organisation
  // uses the brand ("National Care Group" is not National Care Holdings beside National Care Providers).
  const words = [...tokens];
  while (words.length > 1 && GENERIC_SUFFIX_WORDS.has(words[words.length - 1]!)) {
    words.pop();
    const shorter = nameKey(words.join(' '));
    if (shorter.length < 4 || (!shorter.includes(' ') && !(await isDistinctive(db, shorter)))) break;
    let found = await namesWithKey(db, [shorter], 20);
    if (!found.length) {
      const generic = withGenericRest(await namesStartingWith(db, shorter, 100), shorter);
      const ids = new Set(generic.map((c) => c.id));
      if (ids.size && (await organisationsUsing(db, shorter)) === ids.size) found = generic;
    }
    if (found.length) {
      const { pick, townHit } = best(found, town);
      const confidence = Math.min(1, 0.92 + (townHit === true ? 0.04 : 0));
      return { match: present(pick, town), confidence, method: 'prefix', group: null };
    }
  }

  // 4. A brand licensed through several organisations, or its one multinational entity.
  const branded = await brandMatch(db, key, town, brand);
  if (branded) return branded;

  // 5. A brand that only one organisation in the job's town starts its name with: a startup's ad names its
  // brand, the register its legal name ("Wayve" → Wayve Technologies Ltd, "Baringa" → Baringa Partners LLP).
  // A name with its legal form is one registered company: not another whose name merely holds its brand
  // ("Central Medical Services Ltd" is not Central Medical Centre).
  const wholeName = legalForm(cleaned) !== null;
  const local = await soleLocalUser(db, key, town, wholeName);
  if (local) return { match: present(local, town), confidence: 0.91, method: 'prefix', group: null };
  const owner = (wholeName && brandKey(key) !== key ? null : await soleOwner(db, key)) ?? (await agencyDesk(db, cleaned, tokens, adText));
  if (owner) return { match: present(owner, town), confidence: 0.9, method: 'prefix', group: null };

  // 6. Close spellings (typos, a dropped word), held to a high bar. Only names that start with the same word
  // qualify (the distinctive word usually comes first), so the candidates come from the prefix index and
  // similarity is computed on those alone: a trigram index search over the whole register is slow for common words.
  const first = tokens[0]!;
  const fuzzy = await closeNames(db, first, key, 10);
  let bestScore = turnedDown;
  for (const c of fuzzy) {
    const sim = Number(c.sim);
    if (digits(c.key) !== digits(key)) continue; // "Unit 4" is not "Unit 5"
    const hit = town ? townMatches(town, placesOf(c)) : null;
    const score = Math.min(1, sim + (hit === true ? 0.03 : 0) - (hit === false ? 0.03 : 0));
    if (score > bestScore) bestScore = score;
    if (score >= MATCH_THRESHOLD) return { match: present(c, town), confidence: score, method: 'fuzzy', group: null };
  }

  // 7. A rare brand's one organisation whose other words the ad's own text uses ("Refresco" → Refresco Drinks UK Ltd).
  const described = (await describedByAd(db, key, adText)) ?? (await namedByAd(db, key, adText));
  if (described) return { match: present(described, town), confidence: 0.91, method: 'prefix', group: null };
  return none(Math.round(bestScore * 100) / 100);
}

/**
 * Spellings ads use for public bodies: "X NHS Trust" and "X NHS Foundation Trust" (a trust's status changes),
 * "Oxford University" and "University of Oxford".
 */
function keyVariants(key: string): string[] {
  // The register spells some trusts out ("Barts Health National Health Service Trust"); ads often drop the suffix.
  const trust = / nhs (?:foundation )?trust$| national health service (?:foundation )?trust$/;
  const body = key.replace(trust, '');
  if (body !== key || (!key.includes(' nhs ') && /\b(hospitals?|health|healthcare)$/.test(key)))
    return [' nhs trust', ' nhs foundation trust', ' national health service trust', ' national health service foundation trust']
      .map((suffix) => body + suffix)
      .filter((k) => k !== key);
  // "Calderdale Council" is "Calderdale MBC" on the register; "Leeds City Council" may be "Leeds Council".
  const council = /^(.+?) (?:(?:metropolitan )?borough |city |county |district )?(?:council|mbc)$/.exec(key)?.[1];
  if (council)
    return [
      ' council',
      ' city council',
      ' borough council',
      ' county council',
      ' district council',
      ' metropolitan borough council',
      ' mbc',
    ]
      .map((suffix) => council + suffix)
      .filter((k) => k !== key);
  const town = /^(\w+) university$/.exec(key)?.[1];
  if (town) return [`university of ${town}`];
  const of = /^university of (\w+)$/.exec(key)?.[1];
  if (of) return [`${of} university`];
  return [];
}

/** Abbreviations ads use for words the register spells out: "Huawei Technologies R&D UK". */
function abbreviationVariants(key: string): string[] {
  const spelled = ` ${key} `.replace(/ r and d /g, ' research and development ').trim();
  return spelled === key ? [] : [spelled];
}

/**
 * The same name spaced another way: "ElevenLabs" as "Eleven Labs", "Under The Doormat" as "UnderTheDoormat", and
 * one compound word written apart or together ("Alcester Home Care Agency" / "Alcester HomeCare Agency").
 */
function spacingVariants(cleaned: string, key: string): string[] {
  const out: string[] = [];
  const camel = /^([A-Z][a-z]{2,})([A-Z][a-z]{2,})$/.exec(cleaned.split(/\s+/)[0] ?? '');
  if (camel && !key.includes(' ')) out.push(nameKey(`${camel[1]} ${camel[2]}`));
  const words = key.split(' ');
  if (words.length >= 2 && words.length <= 3 && words.every((w) => /^[a-z]+$/.test(w))) out.push(words.join(''));
  out.push(...compoundVariants(words));
  return out.filter((k) => k && k !== key);
}

/** Two neighbouring words joined, or one long word split in two, each part a word of three letters or more. */
function compoundVariants(words: string[]): string[] {
  const out: string[] = [];
  const letters = (w: string) => /^[a-z]{3,}$/.test(w);
  for (let i = 0; i + 1 < words.length; i++)
    if (letters(words[i]!) && letters(words[i + 1]!))
      out.push([...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)].join(' '));
  words.forEach((w, i) => {
    if (!/^[a-z]{6,}$/.test(w)) return;
    for (let at = 3; at <= w.length - 3; at++)
      out.push([...words.slice(0, i), w.slice(0, at), w.slice(at), ...words.slice(i + 1)].join(' '));
  });
  return out;
}

function groupOf(brand: string, pick: Candidate, all: Candidate[]): SponsorGroup | null {
  const names = [...new Set(all.map((c) => c.name))];
  if (names.length < 2) return null;
  return { brand, count: names.length, entities: [pick.name, ...names.filter((n) => n !== pick.name).sort((a, b) => a.localeCompare(b))] };
}

/** The reviewed aliases of this key (file and table), resolved against the register. */
async function reviewedMatch(db: Db, key: string, town: string | undefined, brand: string): Promise<MatchResult | null> {
  const fromFile = (reviewedAliases().byKey.get(key) ?? []).map((o) => o.replace(/\s+/g, ' ').trim().toLowerCase());
  const rows = await sponsorsNamedOrAliased(db, fromFile, key, 50);
  if (!rows.length) return null; // an alias whose organisation left the register is no match
  const { pick } = best(rows, town);
  return { match: present(pick, town), confidence: 0.98, method: 'reviewed', group: groupOf(brand, pick, rows) };
}

/**
 * A name that is only a brand ("Barclays", "KPMG UK", "Amazon"), checked against everyone on the register
 * whose name starts with it:
 * - a licensed group: every organisation that uses the brand's words starts its own name with them, none is
 *   a trading name (a franchise) or trades under another name, each is either part of a multinational
 *   (Global Business Mobility routes) or carries nothing but generic words after the brand, and at least one
 *   is multinational. "Barclays" → Barclays Bank PLC, Barclays Bank UK PLC, Barclays Execution Services.
 * - otherwise, for a name that is the brand alone (four letters or more), the brand's own multinational
 *   entity: at most a few organisations start with the word, and those whose own name is only the brand
 *   (plus generic words) are all multinational.
 *   "Amazon" → Amazon UK Services Ltd, beside Amazon Filters Ltd (a different business, which its own ads name).
 */
async function brandMatch(db: Db, key: string, town: string | undefined, brandName: string): Promise<MatchResult | null> {
  const brand = brandKey(key);
  if (!brand || brand.length < 2) return null;
  const rows = await brandNames(db, brand, GROUP_MAX * 3);
  if (!rows.length) return null;
  const leading = new Map<number, Candidate & { has_alias: boolean }>();
  for (const r of rows) if (r.kind === 'name' || !leading.has(r.id)) leading.set(r.id, r);
  const orgs = [...leading.values()];
  const rest = (c: Candidate) => c.key.slice(brand.length).split(' ').filter(Boolean);
  const onlyBrand = (c: Candidate) => c.kind === 'name' && rest(c).every(isGenericWord);

  // A licensed group.
  if (orgs.length >= 2 && orgs.length <= GROUP_MAX && !orgs.some((o) => o.kind === 'alias' || o.has_alias)) {
    const sharing = await organisationsUsing(db, brand);
    const members = orgs.every((o) => multinational(o.routes) || onlyBrand(o));
    if (sharing === orgs.length && members && orgs.some((o) => multinational(o.routes))) {
      // Shown: the entity in the job's town, else the one carrying the bare brand.
      const local = town ? orgs.filter((o) => townMatches(town, placesOf(o))) : [];
      const entry = orgs.filter(onlyBrand);
      const { pick } = best(local.length ? local : entry.length ? entry : orgs, town);
      return { match: present(pick, town), confidence: 0.95, method: 'group', group: groupOf(brandName, pick, orgs) };
    }
  }

  // The brand's own multinational entity. Not for three letters others also use ("ARM" is also a recruiter), nor for a name
  // with more than the brand ("The Curve Group" is not Curve UK Limited).
  const bare = key.replace(/( (?:com|uk|gb))+$/, '');
  // Three letters name it only when no other organisation starts its name with them ("EXL" → EXL Service (UK) Limited).
  if (bare === brand && (brand.length >= 4 ? orgs.length <= BRAND_MAX_LEADING : brand.length === 3 && orgs.length === 1)) {
    // A franchisee trading under the bare brand elsewhere ("X Ltd t/a Brand") does not stand in the way: in the
    // job's own town it was matched by its trading name above.
    const entities = orgs.filter((o) => o.kind === 'name' && rest(o).every(isGenericWord));
    if (entities.length && entities.every((o) => multinational(o.routes))) {
      const { pick } = best(entities, town);
      return { match: present(pick, town), confidence: 0.92, method: 'brand', group: groupOf(brandName, pick, entities) };
    }
  }

  // A multinational's UK subsidiary: the name is the brand alone ("SAP", "Apple", even three letters or a dictionary
  // word) and the register holds exactly one organisation named "<Brand> (UK) Limited", "<Brand> Europe Limited",
  // "<Brand> International Ltd" or the like, part of a multinational, and none named the bare brand. A look-alike
  // adds words of its own ("Apple Dental Care", "Shell Fish Ltd") and so never reaches this rule.
  if (bare === brand) {
    const subsidiary = await ukSubsidiary(db, brand);
    if (subsidiary) return { match: present(subsidiary, town), confidence: 0.92, method: 'brand', group: null };
  }

  // The sole user of a brand of two words or more: one multinational organisation starts its name with them and
  // no other organisation uses them anywhere ("Standard Chartered" → Standard Chartered Bank, "Virgin Atlantic" →
  // Virgin Atlantic Airways Ltd). A look-alike adds a word of its own ("X Garden Services") and so names nobody.
  // Not for one word: in the job data "Infuse" (a marketing firm) is not Infuse Consulting, nor "Booker Group"
  // (a wholesaler) Booker Tate, though each is the only organisation on the register with the word.
  const sole = orgs[0]!;
  if (
    orgs.length === 1 &&
    sole.kind === 'name' &&
    !sole.has_alias &&
    multinational(sole.routes) &&
    brand.includes(' ') &&
    (await organisationsUsing(db, brand)) === 1
  )
    return { match: present(sole, town), confidence: 0.92, method: 'brand', group: null };
  return null;
}

/** "Apple Europe Limited", "SAP (UK) Ltd", "Shell International Ltd": the brand before such a qualifier and a legal form. */
const SUBSIDIARY_NAME = /^(.+?)[\s(]+(?:uk|u\.k\.|united kingdom|gb|great britain|europe|emea|international)\)?\s+(?:limited|ltd\.?|plc)$/i;
const SUBSIDIARY_QUALIFIERS = ['', ' uk', ' u k', ' united kingdom', ' gb', ' great britain', ' europe', ' emea', ' international'];

/**
 * The one organisation on the register named as the brand's UK subsidiary, if it is part of a multinational and no
 * other organisation carries the brand with only such a qualifier (or none) after it.
 */
async function ukSubsidiary(db: Db, brand: string): Promise<Candidate | null> {
  const rows = await namesWithKey(
    db,
    SUBSIDIARY_QUALIFIERS.map((q) => brand + q),
    20,
  );
  const named = rows.filter((c) => {
    const m = SUBSIDIARY_NAME.exec(c.name.replace(/\s+/g, ' ').trim());
    return c.kind === 'name' && !!m && nameKey(m[1]!) === brand;
  });
  const ids = new Set(rows.map((c) => c.id));
  if (ids.size !== 1 || named.length === 0) return null;
  const only = named[0]!;
  return multinational(only.routes) ? only : null;
}

/**
 * The candidates whose key is `prefix` plus only generic words ("Amazon UK Services"), or `prefix` with a
 * qualifier in brackets ("University of Leeds (Human Resources)").
 */
function withGenericRest(candidates: Candidate[], prefix: string): Candidate[] {
  return candidates.filter(
    (c) =>
      c.key
        .slice(prefix.length + 1)
        .split(' ')
        .every((w) => GENERIC_SUFFIX_WORDS.has(w)) || withoutQualifier(c) === prefix,
  );
}

/**
 * A register name without the qualifier in brackets that ends it ("University of Leeds (Human Resources)",
 * "KPMG LLP (Local Hires)"): the key of the organisation's name proper.
 */
function withoutQualifier(c: Candidate): string | null {
  const stripped = c.name.replace(/\s*\([^()]*\)\s*$/, '');
  return stripped !== c.name && stripped.trim() ? nameKey(stripped) : null;
}

/** How many organisations use these words anywhere in their names or trading names. */
async function organisationsUsing(db: Db, words: string): Promise<number> {
  if (!words.includes(' ')) return organisationsWithToken(db, words);
  const rows = await namesContaining(db, words, GROUP_MAX * 3 + 1);
  return new Set(rows.filter((r) => ` ${r.key} `.includes(` ${words} `)).map((r) => r.sponsor_id)).size;
}

/** Other organisations trade under the picked organisation's own name: a franchised brand. */
function franchised(candidates: Candidate[], pick: Candidate): boolean {
  return new Set(candidates.filter((c) => c.kind === 'alias' && c.id !== pick.id).map((c) => c.id)).size >= 2;
}

/** At most this many organisations may use a brand's words for the job's town to pick one of them. */
const LOCAL_MAX_USERS = 8;

/**
 * The one organisation in the job's town whose name (or trading name) holds the brand's words, when few
 * organisations use them at all. A brand alone is not enough elsewhere: "Infuse" in Leeds is not
 * Infuse Consulting of Leicester. See docs/decisions/058-register-refresh-speed-and-matcher-recall.md.
 */
async function soleLocalUser(db: Db, key: string, town: string | undefined, wholeName: boolean): Promise<Candidate | null> {
  if (!town) return null;
  for (const words of new Set(wholeName ? [key] : [key, brandKey(key)])) {
    if (!words || words.length < 4 || words.split(' ').every(isGenericWord)) continue;
    if ((await organisationsUsing(db, words)) > LOCAL_MAX_USERS) continue;
    const using = (await namesWithWords(db, words, LOCAL_MAX_USERS * 4)).filter((c) => ` ${c.key} `.includes(` ${words} `));
    const local = using.filter((c) => townMatches(town, placesOf(c)));
    // Those that start with the brand first ("Sagacity Solutions" before "Outdoor Sagacity").
    for (const group of [local.filter((c) => `${c.key} `.startsWith(`${words} `)), local]) {
      const ids = new Set(group.map((c) => c.id));
      if (ids.size === 1) return group[0]!;
      if (ids.size > 1) break;
    }
  }
  return null;
}

/**
 * The one organisation that starts its own name with a brand of two words, when no more than one other uses
 * those words ("Animal Trust" → Animal Trust Vets CIC beside Celia Hammond Animal Trust), wherever the job is:
 * two words are specific enough. Not when anyone trades under them (a franchise).
 */
async function soleOwner(db: Db, key: string): Promise<Candidate | null> {
  const brand = brandKey(key);
  if (brand.split(' ').length !== 2 || brand.split(' ').some(isGenericWord)) return null;
  if ((await organisationsUsing(db, brand)) > DISTINCTIVE_MAX_ORGANISATIONS) return null;
  const starting = await brandNames(db, brand, 10);
  const ids = new Set(starting.map((c) => c.id));
  return ids.size === 1 && starting.every((c) => c.kind === 'name' && !c.has_alias) ? starting[0]! : null;
}

/**
 * The one organisation starting its name with a brand at most two organisations use, whose other words the ad's
 * text uses too ("Refresco Drinks UK Ltd" for an ad by "Refresco", "the world's largest independent soft drinks
 * manufacturer"), or, in an agency's ad ("on behalf of our client"), are an agency's ("Huntress Search Limited"
 * for "Huntress"). The brand alone is not enough: "Infuse" (a marketing firm) is not Infuse Consulting.
 */
async function describedByAd(db: Db, key: string, ad: AdText | undefined): Promise<Candidate | null> {
  if (!ad) return null;
  const brand = brandKey(key);
  if (brand.length < 4 || (await organisationsUsing(db, brand)) > DISTINCTIVE_MAX_ORGANISATIONS) return null;
  // Web and mail addresses left out: a site's or mailbox's name is not the ad describing its employer.
  const raw = typeof ad === 'string' ? ad : await ad();
  const text = ` ${fold(raw.replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+/gi, ' '))} `;
  const agency = advertisesForClient(text);
  const described = (await brandNames(db, brand, 10)).filter((c) => {
    const added = c.key
      .slice(brand.length)
      .split(' ')
      .filter((w) => w && !isGenericWord(w));
    return c.kind === 'name' && added.length > 0 && added.every((w) => text.includes(` ${w} `) || (agency && AGENCY_NAME_WORDS.has(w)));
  });
  return new Set(described.map((c) => c.id)).size === 1 ? described[0]! : null;
}

/**
 * The one organisation using a brand's words, anywhere in its name, when the ad's text spells out that name
 * ("ATS Euromaster is committed to…" in an ad by "Euromaster Group"). The text alone is not enough: the
 * organisation must hold the brand, and no other may.
 */
async function namedByAd(db: Db, key: string, ad: AdText | undefined): Promise<Candidate | null> {
  if (!ad) return null;
  const brand = brandKey(key);
  if (brand.length < 4 || (await organisationsUsing(db, brand)) !== 1) return null;
  const using = (await namesWithWords(db, brand, 10)).filter((c) => c.kind === 'name' && ` ${c.key} `.includes(` ${brand} `));
  if (using.length !== 1 || using[0]!.key === brand) return null;
  const raw = typeof ad === 'string' ? ad : await ad();
  const text = ` ${fold(raw.replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+/gi, ' '))} `;
  return text.includes(` ${using[0]!.key} `) ? using[0]! : null;
}

/** Words an agency's registered name adds to its brand ("Huntress Search Limited"). */
const AGENCY_NAME_WORDS = new Set(['recruitment', 'recruiting', 'resourcing', 'search', 'selection', 'staffing', 'personnel', 'talent']);

/**
 * Organisations named after a person's initials and this name ("W. Wing Yip PLC" for "Wing Yip"): ads drop the
 * initials. Taken as the organisation's own name, when a word of it is rare: "Smith Contracts" is not
 * E E Smith Contracts Ltd.
 */
async function initialled(db: Db, key: string): Promise<Candidate[]> {
  let rare = false;
  for (const word of key.split(' ')) if (!rare && !isGenericWord(word)) rare = await isDistinctive(db, word);
  if (!rare) return [];
  const rows = await namesEndingWith(db, key, 20);
  return rows.filter((c) => c.kind === 'name' && /^(?:[a-z] )+$/.test(c.key.slice(0, c.key.length - key.length)));
}

/**
 * A recruitment agency advertising under a desk of its brand ("VIQU IT Recruitment"): the name or its ads say it is
 * an agency, the brand holds a rare word and no other organisation uses the brand's words, and the organisation
 * starting its name with them adds only generic words or an agency's.
 */
async function agencyDesk(db: Db, cleaned: string, tokens: string[], ad: AdText | undefined): Promise<Candidate | null> {
  if (tokens.length < 2) return null;
  const raw = ad === undefined ? '' : typeof ad === 'string' ? ad : await ad();
  if (!isRecruitmentAgency(cleaned) && !advertisesForClient(fold(raw))) return null;
  for (let n = tokens.length - 1; n >= 1; n--) {
    const words = tokens.slice(0, n);
    const brand = words.join(' ');
    if (brand.length < 3 || words.every(isGenericWord)) continue;
    if ((await organisationsUsing(db, brand)) !== 1) continue;
    // A known agency's own name ("Michael Page") is as telling as a rare word.
    let rare = n >= 2 && isRecruitmentAgency(brand);
    for (const w of words) if (!rare && !isGenericWord(w)) rare = await isDistinctive(db, w);
    if (!rare) return null;
    const rows = await brandNames(db, brand, 10);
    const own = rows.filter(
      (c) =>
        c.kind === 'name' &&
        !c.has_alias &&
        c.key
          .slice(brand.length)
          .split(' ')
          .every((w) => !w || isGenericWord(w) || AGENCY_NAME_WORDS.has(w)),
    );
    return own.length && rows.every((c) => c.id === own[0]!.id) ? own[0]! : null;
  }
  return null;
}
