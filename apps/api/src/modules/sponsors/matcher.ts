import { query, sql, type Db } from '@jobbridge/db';
import { fold } from './fold.ts';
import { cleanAdvertisedName, GENERIC_SUFFIX_WORDS, legalForm, nameKey, nameKeys, townKey } from './normalize.ts';

/** A word used by at most this many organisations identifies an employer on its own ("xero", "kpler"). */
const DISTINCTIVE_MAX_ORGANISATIONS = 2;

/** Below this the matcher answers "no match": a wrong "licensed sponsor" is worse than a missed one. */
export const MATCH_THRESHOLD = 0.9;

export interface SponsorMatch {
  sponsorId: number;
  organisationName: string;
  town: string | null;
  rating: string | null;
  routes: string[];
}

export interface MatchResult {
  match: SponsorMatch | null;
  /** How sure the matcher is of `match`; with no match, the score of the best candidate it turned down. */
  confidence: number;
  method: 'exact' | 'alias' | 'prefix' | 'fuzzy' | null;
}

interface Candidate {
  id: number;
  name: string;
  name_lower: string;
  towns: string[];
  type_ratings: string[];
  routes: string[];
  key: string;
  kind: 'name' | 'alias';
  sim?: number;
}

/** "Worker (A rating)" → "A"; "Worker (A (Premium))" → "A (Premium)"; a B rating wins, as the one to know about. */
export function ratingOf(typeRatings: string[]): string | null {
  const ratings = typeRatings
    .map((t) => /\((.*)\)\s*$/.exec(t)?.[1]?.trim() ?? null)
    .filter((r): r is string => !!r)
    .map((r) => r.replace(/\s*rating$/i, '').replace(/^UK Expansion Worker:\s*/i, '').trim());
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

function present(c: Candidate, town: string | undefined): SponsorMatch {
  const q = townKey(town);
  const sameTown = q ? c.towns.find((t) => townMatches(q, [t])) : undefined;
  return { sponsorId: c.id, organisationName: c.name, town: sameTown ?? c.towns[0] ?? null, rating: ratingOf(c.type_ratings), routes: c.routes };
}

async function isDistinctive(db: Db, token: string): Promise<boolean> {
  const [row] = await query<{ organisations: number }>(db, sql`select organisations from sponsor_tokens where token = ${token}`);
  return (row?.organisations ?? 0) <= DISTINCTIVE_MAX_ORGANISATIONS;
}

const digits = (s: string) => (s.match(/\d+/g) ?? []).join(' ');

/** Picks among candidates for one key: same town first, then the organisation's own name over a trading name. */
function best(candidates: Candidate[], town: string | undefined): { pick: Candidate; townHit: boolean | null; ambiguous: boolean } {
  const scored = candidates.map((c) => ({ c, townHit: town ? townMatches(town, c.towns) : null }));
  scored.sort(
    (a, b) =>
      Number(b.townHit === true) - Number(a.townHit === true) ||
      Number(b.c.kind === 'name') - Number(a.c.kind === 'name') ||
      Number(b.c.routes.includes('Skilled Worker')) - Number(a.c.routes.includes('Skilled Worker')) ||
      a.c.id - b.c.id,
  );
  const top = scored[0]!;
  const distinct = new Set(scored.filter((s) => s.townHit === top.townHit).map((s) => s.c.id));
  return { pick: top.c, townHit: top.townHit, ambiguous: distinct.size > 1 };
}

const COLUMNS = sql`s.id, s.name, s.name_lower, s.towns, s.type_ratings, s.routes, n.key, n.kind`;

/**
 * Matches an employer name (as a job ad gives it) to the register. Exact keys first, then the register
 * name with only generic words added ("Amazon" → "Amazon UK Services Ltd"), then close spellings; the town,
 * when given, breaks ties and adds a little confidence, but a different town does not rule a match out
 * (employers advertise jobs away from their registered address).
 */
export async function matchSponsor(db: Db, advertisedName: string, town?: string): Promise<MatchResult> {
  const cleaned = cleanAdvertisedName(advertisedName);
  const { key, aliases } = nameKeys(cleaned);
  const keys = [key, ...aliases].filter(Boolean);
  if (!key) return { match: null, confidence: 0, method: null };
  const tokens = key.split(' ');
  const short = tokens.length === 1 && key.length <= 3;
  // One word names an employer only if few organisations use it; "Wise" or "Cube" need a matching town.
  const distinctive = tokens.length > 1 || (await isDistinctive(db, key));

  // 1. Exact key (organisation name or trading name).
  const exact = await query<Candidate>(db, sql`
    select ${COLUMNS} from sponsor_names n join sponsors s on s.id = n.sponsor_id
    where n.key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) limit 50`);
  if (exact.length) {
    const { pick, townHit, ambiguous } = best(exact, town);
    let confidence = pick.kind === 'name' ? 0.97 : 0.95;
    const sameWords = fold(pick.name) === fold(cleaned);
    if (sameWords) confidence = 1;
    // "Claranet Limited" = "CLARANET LIMITED": a registered company's name with its legal form is unique.
    const form = legalForm(cleaned);
    const sameCompany = pick.kind === 'name' && form !== null && form === legalForm(pick.name);
    if (short && !sameCompany) confidence -= 0.05; // "QA", "AJ": too little to go on without more
    if (townHit === true) confidence += 0.02;
    if (townHit === false && !sameCompany) confidence -= distinctive ? 0.02 : 0.1;
    // A trading name is often one local branch or franchise ("X Ltd t/a My Homecare"): another town is another employer.
    if (pick.kind === 'alias' && townHit === false) confidence = Math.min(confidence, 0.85);
    // One common word ("Wise", "Cube") could be any of dozens of organisations, wherever the job is.
    if (!distinctive && !sameCompany) confidence = Math.min(confidence, 0.88);
    if (ambiguous && !sameCompany) confidence -= 0.03;
    if (sameCompany) confidence = Math.max(confidence, sameWords ? 1 : 0.99);
    confidence = Math.min(1, Math.max(0, confidence));
    const method = pick.kind === 'alias' ? 'alias' : 'exact';
    return confidence >= MATCH_THRESHOLD ? { match: present(pick, town), confidence, method } : { match: null, confidence, method: null };
  }
  if (short) return { match: null, confidence: 0, method: null };

  // 2. The register name is this name plus only generic words ("services", "uk", "holdings", …).
  if (key.length >= 4) {
    const prefixed = await query<Candidate>(db, sql`
      select ${COLUMNS} from sponsor_names n join sponsors s on s.id = n.sponsor_id
      where n.key like ${`${key.replace(/[\\%_]/g, '\\$&')} %`} limit 100`);
    const generic = prefixed.filter((c) =>
      c.key
        .slice(key.length + 1)
        .split(' ')
        .every((w) => GENERIC_SUFFIX_WORDS.has(w)),
    );
    if (generic.length) {
      const { pick, townHit, ambiguous } = best(generic, town);
      let confidence = tokens.length === 1 ? 0.92 : 0.93;
      if (townHit === true) confidence += 0.04;
      if (!distinctive) confidence = Math.min(confidence, 0.88);
      if (ambiguous && townHit !== true) confidence -= 0.02;
      confidence = Math.min(1, confidence);
      if (confidence >= MATCH_THRESHOLD) return { match: present(pick, town), confidence, method: 'prefix' };
    }
  }

  // 3. This name is the register name plus generic words ("Octopus Energy Group" → "Octopus Energy Ltd").
  const words = [...tokens];
  while (words.length > 1 && GENERIC_SUFFIX_WORDS.has(words[words.length - 1]!)) {
    words.pop();
    const shorter = nameKey(words.join(' '));
    if (shorter.length < 4 || (!shorter.includes(' ') && !(await isDistinctive(db, shorter)))) break;
    const found = await query<Candidate>(db, sql`
      select ${COLUMNS} from sponsor_names n join sponsors s on s.id = n.sponsor_id where n.key = ${shorter} limit 20`);
    if (found.length) {
      const { pick, townHit } = best(found, town);
      const confidence = Math.min(1, 0.92 + (townHit === true ? 0.04 : 0));
      return { match: present(pick, town), confidence, method: 'prefix' };
    }
  }

  // 4. Close spellings (typos, a dropped word), held to a high bar. Only names that start with the same word
  // qualify (the distinctive word usually comes first), so the candidates come from the prefix index and
  // similarity is computed on those alone: a trigram index search costs ~200 ms for common words.
  const first = tokens[0]!;
  const fuzzy = await query<Candidate>(db, sql`
    select ${COLUMNS}, similarity(n.key, ${key}) as sim from sponsor_names n join sponsors s on s.id = n.sponsor_id
    where (n.key = ${first} or n.key like ${`${first.replace(/[\\%_]/g, '\\$&')} %`}) and similarity(n.key, ${key}) >= 0.8
    order by sim desc limit 10`);
  let bestScore = 0;
  for (const c of fuzzy) {
    const sim = Number(c.sim);
    if (digits(c.key) !== digits(key)) continue; // "Unit 4" is not "Unit 5"
    const hit = town ? townMatches(town, c.towns) : null;
    const score = Math.min(1, sim + (hit === true ? 0.03 : 0) - (hit === false ? 0.03 : 0));
    if (score > bestScore) bestScore = score;
    if (score >= MATCH_THRESHOLD) return { match: present(c, town), confidence: score, method: 'fuzzy' };
  }
  return { match: null, confidence: Math.round(bestScore * 100) / 100, method: null };
}
