import {
  DIRECTORY_PAGE_SIZE,
  type CompanyDetail,
  type SponsorCard,
  type SponsorDetail,
  type SponsorDirectoryQuery,
  type SponsorDirectoryResponse,
  type SponsorRating,
} from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { Cache } from '../../lib/cache.ts';
import { jobCards } from '../jobs/index.ts';
import { reviewKey, reviewsSummary } from '../reviews/index.ts';
import { aliasOrganisations, cleanAdvertisedName, fold, isGenericWord, nameKey } from '../sponsors/index.ts';
import { countFiltered } from './filter-counts.ts';
import * as repo from './repository.ts';

/** The sponsor directory (/company/visa) and the company pages. docs/decisions/036-sponsor-directory-and-reviews.md. */

const JOBS_ON_PAGE = 20;

/** The date of the register loaded, asked at most once a minute. */
const registerDates = new WeakMap<Db, Cache<string | null>>();
function registerDate(db: Db): Promise<string | null> {
  let cache = registerDates.get(db);
  if (!cache) registerDates.set(db, (cache = new Cache<string | null>({ ttlMs: 60_000, maxEntries: 1, staleWhileRevalidate: true })));
  return cache.getOrLoad('latest', async () => {
    const date = await repo.latestImportDate(db);
    return date ? new Date(date).toISOString() : null;
  });
}

const tidyName = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();
const iso = (v: Date | string) => new Date(v).toISOString();

function toCard(row: Omit<repo.SponsorCardRow, 'total'>, brand: string): SponsorCard {
  return {
    name: row.name,
    towns: row.towns,
    counties: row.counties,
    ratings: row.ratings as SponsorRating[],
    routes: row.routes,
    openJobs: row.open_jobs,
    viaAlias: row.via_alias ? brand : null,
  };
}

/** "X Ltd T/A Y": the register's keys hold X and Y but not the "trading as" between them. */
const TRADING_AS = /(?:^|\s)(?:t\s*\/\s*as?|t\.a\.?|trading\s+as)(?=\s|$)/gi;

/** The name query as the register's name keys are written ("Deloitte LLP" → "deloitte"), else folded as typed. */
function queryKey(q: string): string {
  const name = cleanAdvertisedName(q).replace(TRADING_AS, ' ');
  return nameKey(name) || fold(name) || fold(q);
}

/** At most this many words of a query count (a pasted name rarely needs more to be found). */
const MAX_WORDS = 6;

/**
 * The key's words as the search uses them: the last one as a prefix (people type), words of 5+ letters with
 * typos, and generic words ("uk", "services", "group") required only when the query has nothing else.
 */
function queryWords(key: string): repo.QueryWord[] {
  const words = [...new Set(key.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  const distinctive = words.some((w) => !isGenericWord(w));
  return words.map((word, i) => ({
    word,
    prefix: i === words.length - 1,
    fuzzy: word.length >= 5,
    required: !distinctive || !isGenericWord(word),
  }));
}

export async function searchDirectory(db: Db, q: SponsorDirectoryQuery): Promise<SponsorDirectoryResponse> {
  const filters: repo.DirectoryFilters = { town: q.town, route: q.route, rating: q.rating, hasJobs: q.hasJobs };
  const offset = (q.page - 1) * DIRECTORY_PAGE_SIZE;
  let items: SponsorCard[];
  let total: number;
  if (q.q) {
    const key = queryKey(q.q);
    const raw = tidyName(q.q);
    const words = queryWords(key);
    const aliases = await aliasOrganisations(db, q.q);
    // Pages past the matches counted are not ranked (their total says "1,000+"). Nothing found without filters:
    // names alike as a whole (with filters, nothing found is mostly the filters: a second statement costs more).
    const search = (alike: boolean) => repo.searchByName(db, key, words, raw, aliases, filters, q.sort, DIRECTORY_PAGE_SIZE, offset, alike);
    let rows = offset < repo.SEARCH_CAP ? await search(false) : [];
    const filtered = Boolean(q.town || q.route || q.rating || q.hasJobs !== undefined);
    if (!rows.length && key && !filtered && offset < repo.SEARCH_CAP) rows = await search(true);
    items = rows.map((r) => toCard(r, q.q));
    total = rows[0]?.total ?? (q.page > 1 ? await countSearch(db, key, words, raw, aliases, filters) : 0);
  } else {
    const sort = q.sort === 'relevance' ? 'name' : q.sort;
    const [rows, n] = await Promise.all([repo.browse(db, filters, sort, DIRECTORY_PAGE_SIZE, offset), countFiltered(db, filters)]);
    items = rows.map((r) => toCard(r, ''));
    total = n;
  }
  // A name search stops counting at SEARCH_CAP matches: the total is then a lower bound ("1,000+").
  const capped = Boolean(q.q) && total > repo.SEARCH_CAP;
  return {
    items,
    total: capped ? repo.SEARCH_CAP : total,
    totalIsCapped: capped,
    page: q.page,
    pageSize: DIRECTORY_PAGE_SIZE,
    registerDate: await registerDate(db),
  };
}

/** A page past the last one has no rows to carry the total: count once more from the start. */
async function countSearch(
  db: Db,
  key: string,
  words: repo.QueryWord[],
  raw: string,
  aliases: string[],
  filters: repo.DirectoryFilters,
): Promise<number> {
  const [first] = await repo.searchByName(db, key, words, raw, aliases, filters, 'relevance', 1, 0);
  if (first || !key || filters.town || filters.route || filters.rating || filters.hasJobs !== undefined) return first?.total ?? 0;
  const [alike] = await repo.searchByName(db, key, words, raw, aliases, filters, 'relevance', 1, 0, true);
  return alike?.total ?? 0;
}

export async function sponsorDetail(db: Db, name: string, userId: string | null): Promise<SponsorDetail> {
  const row = await repo.findSponsor(db, tidyName(name));
  if (!row) throw new AppError('NOT_FOUND');
  const [changes, jobIds, reviews] = await Promise.all([
    repo.changesOf(db, row.name_lower),
    repo.sponsorJobIds(db, row.id, JOBS_ON_PAGE),
    reviewsSummary(db, 'company', row.name_lower),
  ]);
  const firstSeenAt = row.first_seen_at ? new Date(row.first_seen_at) : null;
  const updatedAt = new Date(row.updated_at);
  return {
    name: row.name,
    reviewKey: reviewKey('company', row.name),
    towns: row.towns,
    counties: row.counties,
    typeRatings: row.type_ratings,
    ratings: row.ratings as SponsorRating[],
    routes: row.routes,
    firstSeen: firstSeenAt ? { importedAt: firstSeenAt.toISOString(), source: row.first_seen_source ?? '' } : null,
    listedFromStart: row.first_seen_import_id !== null && row.first_seen_import_id === row.first_import_id,
    lastSeen: row.last_seen_at ? { importedAt: iso(row.last_seen_at), source: row.last_seen_source ?? '' } : null,
    // Loading the first import stamps updated_at a moment after the import row: only later changes count.
    detailsChangedAt: firstSeenAt && updatedAt.getTime() - firstSeenAt.getTime() > 60 * 60 * 1000 ? updatedAt.toISOString() : null,
    changes: changes.map((c) => ({ change: c.change, importedAt: iso(c.imported_at) })),
    website: row.website,
    openJobs: row.open_jobs,
    jobs: await jobCards(db, jobIds, userId),
    reviews,
  };
}

export async function companyDetail(db: Db, name: string, userId: string | null): Promise<CompanyDetail> {
  const nameLower = tidyName(name);
  const company = await repo.findCompany(db, nameLower);
  if (!company) {
    // Not an employer with jobs here, but the register's own name: the page sends the reader there.
    const sponsor = await repo.findSponsor(db, nameLower);
    if (!sponsor) throw new AppError('NOT_FOUND');
    return {
      name: sponsor.name,
      reviewKey: reviewKey('company', sponsor.name),
      registerName: sponsor.name,
      isAgency: false,
      website: sponsor.website,
      jobs: [],
      reviews: await reviewsSummary(db, 'company', sponsor.name),
    };
  }
  const [jobIds, reviews] = await Promise.all([
    repo.companyJobIds(db, company.id, JOBS_ON_PAGE),
    reviewsSummary(db, 'company', company.name),
  ]);
  return {
    name: company.name,
    reviewKey: reviewKey('company', company.name),
    registerName: company.register_name,
    isAgency: company.is_agency,
    website: company.website,
    jobs: await jobCards(db, jobIds, userId),
    reviews,
  };
}
