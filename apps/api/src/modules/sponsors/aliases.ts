import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Db } from '@jobbridge/db';
import { Cache } from '../../lib/cache.ts';
import { cleanAdvertisedName, nameKey } from './normalize.ts';
import { aliasRows, deleteAlias, registerNameOf, unmatchedCompanies, upsertAlias } from './repository.ts';

/**
 * Brands that ads use for a register organisation with another legal name: "PwC" for "PricewaterhouseCoopers
 * LLP", "Sainsbury's" for "J Sainsbury Plc". The reviewed list lives in aliases.csv beside this file (brand,
 * organisation, source, checked); a person adds more with `npm run admin -- alias add` (the sponsor_aliases
 * table). A wrong alias is a wrong "licensed sponsor", so each row names where it was checked.
 * See docs/decisions/021-sponsor-groups-and-aliases.md.
 */
export interface SponsorAlias {
  brand: string;
  brandKey: string;
  organisation: string;
  source: string;
  checkedOn: string;
  origin: 'file' | 'admin';
}

const ALIASES_CSV = new URL('./aliases.csv', import.meta.url);

/** The match key of a brand as an ad spells it. */
const brandKeyOf = (brand: string) => nameKey(cleanAdvertisedName(brand));

let fileAliases: { rows: SponsorAlias[]; byKey: Map<string, string[]> } | undefined;

/** The reviewed file, read once. */
export function reviewedAliases(): { rows: SponsorAlias[]; byKey: Map<string, string[]> } {
  if (fileAliases) return fileAliases;
  const records = parse<Record<string, string>>(readFileSync(ALIASES_CSV, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    comment: '#',
  });
  const rows = records.map((r) => ({
    brand: r.brand!,
    brandKey: brandKeyOf(r.brand!),
    organisation: r.organisation!,
    source: r.source!,
    checkedOn: r.checked!,
    origin: 'file' as const,
  }));
  const byKey = new Map<string, string[]>();
  for (const r of rows) byKey.set(r.brandKey, [...(byKey.get(r.brandKey) ?? []), r.organisation]);
  fileAliases = { rows, byKey };
  return fileAliases;
}

export class AliasError extends Error {}

/** Adds a brand for a register organisation (which must be on the register, spelled as there, any case). */
export async function addAlias(
  db: Db,
  brand: string,
  organisation: string,
  source: string,
  checkedOn = new Date().toISOString().slice(0, 10),
): Promise<SponsorAlias> {
  const brandKey = brandKeyOf(brand);
  if (!brandKey) throw new AliasError(`Nothing to match in the brand "${brand}"`);
  const name = await registerNameOf(db, organisation);
  if (!name)
    throw new AliasError(`"${organisation}" is not on the register (give the organisation name exactly as the register spells it)`);
  await upsertAlias(db, { brandKey, brand: brand.trim(), organisation: name, source, checkedOn });
  return { brand: brand.trim(), brandKey, organisation: name, source, checkedOn, origin: 'admin' };
}

export async function removeAlias(db: Db, brand: string, organisation: string): Promise<boolean> {
  return deleteAlias(db, brandKeyOf(brand), organisation);
}

/** The file's rows and the admin-added ones. */
export async function listAliases(db: Db): Promise<SponsorAlias[]> {
  const added = await aliasRows(db);
  return [
    ...reviewedAliases().rows,
    ...added.map((a) => ({
      brand: a.brand,
      brandKey: a.brand_key,
      organisation: a.organisation,
      source: a.source,
      checkedOn: a.checked_on,
      origin: 'admin' as const,
    })),
  ];
}

export interface UnmatchedEmployer {
  name: string;
  jobs: number;
  confidence: number;
  /** What its jobs show from the register: "unknown" (a near miss) or "not on the register". */
  verdict: 'unknown' | 'not_on_register';
}

/**
 * Employers (not agencies, not demo data) that the register does not match, most jobs first: the ones
 * worth an alias if a person finds them on the register under another name.
 */
export async function unmatchedEmployers(db: Db, minJobs = 2, limit = 50): Promise<UnmatchedEmployer[]> {
  const rows = await unmatchedCompanies(db, minJobs, limit);
  // The verdict's own rule (apps/api/src/modules/ingest/verdict/verdict.ts): a near miss is "unknown".
  return rows.map((r) => ({
    name: r.name,
    jobs: r.jobs,
    confidence: r.match_confidence,
    verdict: r.match_confidence >= 0.6 ? 'unknown' : 'not_on_register',
  }));
}

/**
 * The register organisations (lower-case names) a brand names through a reviewed alias, file or admin-added:
 * "PwC" → ["pricewaterhousecoopers llp"]. Empty when the text is no known brand.
 */
export async function aliasOrganisations(db: Db, brand: string): Promise<string[]> {
  const key = brandKeyOf(brand);
  if (!key) return [];
  const fromFile = (reviewedAliases().byKey.get(key) ?? []).map((o) => o.toLowerCase());
  const added = await adminAliases(db);
  return [...new Set([...fromFile, ...(added.get(key) ?? [])])];
}

/** The admin-added aliases by brand key (lower-case organisation names), read at most once a minute. */
const addedByDb = new WeakMap<Db, Cache<Map<string, string[]>>>();
function adminAliases(db: Db): Promise<Map<string, string[]>> {
  let cache = addedByDb.get(db);
  if (!cache) addedByDb.set(db, (cache = new Cache<Map<string, string[]>>({ ttlMs: 60_000, maxEntries: 1, staleWhileRevalidate: true })));
  return cache.getOrLoad('all', async () => {
    const byKey = new Map<string, string[]>();
    for (const a of await aliasRows(db)) byKey.set(a.brand_key, [...(byKey.get(a.brand_key) ?? []), a.organisation.toLowerCase()]);
    return byKey;
  });
}
