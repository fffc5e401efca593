import { SEARCH_RESULTS_PAGED_MAX, type SearchJobsQuery, type UnderstoodTerm } from '@jobbridge/contracts';
import { translateLocation, understand } from './chinese/understand.ts';
import { cityOf } from '../ingest/index.ts';
import { readWords, type Words } from './words.ts';

/** The place as typed: none, remote, or a place name (its town, normalised, and the text itself). */
export type PlaceQuery = { kind: 'none' } | { kind: 'remote' } | { kind: 'named'; city: string; text: string };

/**
 * How a search's place is matched. A town some job is in is matched on the town column alone, which walks the
 * (city, posted_at) index newest first; any other place text is looked for inside the location.
 */
export type Place = { kind: 'none' } | { kind: 'remote' } | { kind: 'city'; city: string } | { kind: 'text'; city: string; text: string };

export type FacetFilters = Pick<SearchJobsQuery, 'verdict' | 'meetsThreshold' | 'salaryStatus' | 'contractType' | 'remote'>;

/** A search as the engine works with it: the words translated, the sort decided, the place read. */
export interface ParsedSearch {
  /** The words with Chinese job words translated; '' when the search has none. */
  text: string;
  /** The Chinese words and towns understood (a town among the words is the place when the place box is empty). */
  understood: UnderstoodTerm[];
  /** Chinese words not understood. */
  notUnderstood: string[];
  sort: 'relevance' | 'time';
  /** Relevance order: there are words and the caller did not ask for time order. */
  ranked: boolean;
  page: number;
  pageSize: number;
  offset: number;
  place: PlaceQuery;
  /** The filters counted in the facets (each group is counted without its own filter). */
  facetFilters: FacetFilters;
  hasFacetFilters: boolean;
  route?: string;
  minSalary?: number;
  postedWithin?: number;
  /** The words read as a web search reads them: the positive ones, phrases and left-out words (words.ts). */
  words: Words;
  /** The same for every page of the same search (case and spacing of the words do not matter). */
  key: string;
  /** The same for every search that differs only in its facet filters (their facets count the same matches). */
  sampleKey: string;
}

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, ' ');

export const parsePlace = (location: string): PlaceQuery => placeOf(translateLocation(location));

/** The place from its English text. */
function placeOf(place: string): PlaceQuery {
  if (!place) return { kind: 'none' };
  if (/^remote$/i.test(place)) return { kind: 'remote' };
  return { kind: 'named', city: cityOf(place), text: place };
}

/** A named place is matched on the town when some job is in that town (`known`), else on the location text. */
export function resolvePlace(place: PlaceQuery, known: boolean): Place {
  if (place.kind !== 'named') return place;
  return known ? { kind: 'city', city: place.city } : { kind: 'text', city: place.city, text: place.text };
}

export function parseSearch(typed: SearchJobsQuery): ParsedSearch {
  // Full-width letters, digits and spaces, as a Chinese input method types them ("ｎｕｒｓｅ"), read as the plain
  // ones: the ads hold the plain ones.
  const q = { ...typed, q: typed.q.normalize('NFKC').trim(), location: typed.location.normalize('NFKC').trim() };
  const understood = understand(q.q, q.location);
  const text = understood.text;
  const sort = q.sort ?? (text ? 'relevance' : 'time');
  const place = placeOf(understood.location);
  const facetFilters: FacetFilters = {
    verdict: q.verdict,
    meetsThreshold: q.meetsThreshold,
    salaryStatus: q.salaryStatus,
    contractType: q.contractType,
    remote: q.remote,
  };
  const hasFacetFilters =
    q.verdict.length > 0 || q.meetsThreshold === true || q.salaryStatus.length > 0 || q.contractType.length > 0 || q.remote.length > 0;
  const { page: _page, pageSize: _pageSize, ...rest } = q;
  // A page past the first SEARCH_RESULTS_PAGED_MAX matches is the last one there (the answer says which page it is).
  const page = Math.min(q.page, Math.ceil(SEARCH_RESULTS_PAGED_MAX / q.pageSize));
  return {
    text,
    understood: understood.understood,
    notUnderstood: understood.unknown,
    sort,
    ranked: sort === 'relevance' && text !== '',
    page,
    pageSize: q.pageSize,
    offset: (page - 1) * q.pageSize,
    place,
    facetFilters,
    hasFacetFilters,
    route: q.route,
    minSalary: q.minSalary,
    postedWithin: q.postedWithin,
    words: readWords(text),
    key: JSON.stringify({ ...rest, q: normalise(q.q), location: normalise(q.location), sort }),
    sampleKey: JSON.stringify({
      q: normalise(q.q),
      location: normalise(q.location),
      route: q.route,
      minSalary: q.minSalary,
      postedWithin: q.postedWithin,
    }),
  };
}
