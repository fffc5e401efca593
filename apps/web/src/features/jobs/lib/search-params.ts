import {
  CONTRACT_TYPES,
  POSTED_WITHIN_DAYS,
  REMOTE_TYPES,
  SALARY_STATUSES,
  SEARCH_RESULTS_PAGED_MAX,
  VERDICT_KINDS,
  type SalaryStatus,
  type VerdictKind,
} from '@jobbridge/contracts/values';

type ContractType = (typeof CONTRACT_TYPES)[number];
type RemoteType = (typeof REMOTE_TYPES)[number];
type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];
export type SortOrder = 'relevance' | 'time';

/** The results page size the web app asks for. */
const PAGE_SIZE = 20;
/** The minimum-salary choices (pounds a year). */
export const MIN_SALARY_OPTIONS = [20_000, 25_000, 30_000, 35_000, 40_000, 50_000, 60_000, 80_000] as const;

export interface JobFilters {
  verdict: VerdictKind[];
  meetsThreshold: boolean;
  minSalary: number | null;
  postedWithin: PostedWithin | null;
  contractType: ContractType[];
  remote: RemoteType[];
  salaryStatus: SalaryStatus[];
  /** A register route (e.g. "Skilled Worker"): kept when a shared link carries it. */
  route: string | null;
}

/** Everything the URL of /jobs holds (the selected job, `?job=`, is read separately). */
export interface JobSearchState {
  q: string;
  location: string;
  filters: JobFilters;
  sort: SortOrder;
  page: number;
}

export const emptyFilters: JobFilters = {
  verdict: [],
  meetsThreshold: false,
  minSalary: null,
  postedWithin: null,
  contractType: [],
  remote: [],
  salaryStatus: [],
  route: null,
};

function list<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const raw = params.getAll(key).flatMap((value) => value.split(','));
  const out: T[] = [];
  for (const item of raw) {
    const value = item.trim() as T;
    if (allowed.includes(value) && !out.includes(value)) out.push(value);
  }
  // A canonical order, so the same filters always make the same URL (and the same cache entry).
  return allowed.filter((value) => out.includes(value));
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Reads the URL of /jobs; anything it does not understand is ignored, never an error. */
export function parseSearchParams(params: URLSearchParams): JobSearchState {
  const minSalary = positiveInt(params.get('minSalary'));
  const postedWithin = positiveInt(params.get('postedWithin'));
  const page = positiveInt(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    location: (params.get('location') ?? '').trim().slice(0, 100),
    filters: {
      verdict: list(params, 'verdict', VERDICT_KINDS),
      meetsThreshold: params.get('meetsThreshold') === 'true',
      minSalary: minSalary !== null && minSalary > 0 && minSalary <= 1_000_000 ? minSalary : null,
      postedWithin: (POSTED_WITHIN_DAYS as readonly number[]).includes(postedWithin ?? -1) ? (postedWithin as PostedWithin) : null,
      contractType: list(params, 'contractType', CONTRACT_TYPES),
      remote: list(params, 'remote', REMOTE_TYPES),
      salaryStatus: list(params, 'salaryStatus', SALARY_STATUSES),
      route: params.get('route')?.trim().slice(0, 100) || null,
    },
    sort: params.get('sort') === 'time' ? 'time' : 'relevance',
    page: page !== null && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The filter and sort part, in a fixed order; defaults are left out. */
function filterEntries(state: JobSearchState): [string, string][] {
  const { filters } = state;
  const entries: [string, string][] = [];
  if (filters.verdict.length) entries.push(['verdict', filters.verdict.join(',')]);
  if (filters.route) entries.push(['route', filters.route]);
  if (filters.minSalary !== null) entries.push(['minSalary', String(filters.minSalary)]);
  if (filters.meetsThreshold) entries.push(['meetsThreshold', 'true']);
  if (filters.salaryStatus.length) entries.push(['salaryStatus', filters.salaryStatus.join(',')]);
  if (filters.postedWithin !== null) entries.push(['postedWithin', String(filters.postedWithin)]);
  if (filters.contractType.length) entries.push(['contractType', filters.contractType.join(',')]);
  if (filters.remote.length) entries.push(['remote', filters.remote.join(',')]);
  if (state.sort === 'time') entries.push(['sort', 'time']);
  return entries;
}

/** The URL query of /jobs for a search (shareable; Back returns to it). `job` keeps a selected job. */
export function toSearchParams(state: JobSearchState, job?: number | null): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.location) params.set('location', state.location);
  for (const [key, value] of filterEntries(state)) params.set(key, value);
  if (state.page > 1) params.set('page', String(state.page));
  if (job) params.set('job', String(job));
  return params;
}

/** The query string of GET /api/jobs/search for a search. */
export function toApiQuery(state: JobSearchState, pageSize = PAGE_SIZE): string {
  const params = new URLSearchParams();
  params.set('q', state.q);
  params.set('location', state.location);
  for (const [key, value] of filterEntries(state)) params.set(key, value);
  params.set('sort', state.sort);
  params.set('page', String(state.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** docs/product.md §5: a keyword or a location is needed. */
export function hasQuery(state: Pick<JobSearchState, 'q' | 'location'>): boolean {
  return state.q.trim().length > 0 || state.location.trim().length > 0;
}

/** How many filters are on (for the "Filters (3)" button). */
export function activeFilterCount(filters: JobFilters): number {
  return (
    filters.verdict.length +
    (filters.meetsThreshold ? 1 : 0) +
    (filters.minSalary !== null ? 1 : 0) +
    (filters.postedWithin !== null ? 1 : 0) +
    filters.contractType.length +
    filters.remote.length +
    filters.salaryStatus.length +
    (filters.route ? 1 : 0)
  );
}

/** Adds or removes one value of a list filter. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The highest page the results can be paged to (a search pages through its first SEARCH_RESULTS_PAGED_MAX matches). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.min(1000, Math.ceil(Math.min(total, SEARCH_RESULTS_PAGED_MAX) / Math.max(1, pageSize))));
}

/** A job id from a route parameter or `?job=`; null when it is not one. */
export function parseJobId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
