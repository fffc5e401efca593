import {
  jobDetailResponse,
  markedJobsResponse,
  recommendationsResponse,
  searchHistoryResponse,
  searchJobsResponse,
  updateJobMarksResponse,
  type JobDetail,
  type JobMarks,
  type MarkedJobs,
  type Recommendations,
  type SearchJobsResponse,
} from '@jobbridge/contracts';
import { apiRequest } from '@/lib/api';

/** The jobs calls (packages/contracts/src/jobs). */

export type SearchHistory = { id: number; q: string; location: string; createdAt: string }[];
export type MarkChange = { saved?: boolean; applied?: boolean; flash?: boolean };
export type MarkedList = 'saved' | 'applied';

export const jobsKeys = {
  all: ['jobs'] as const,
  search: (apiQuery: string) => ['jobs', 'search', apiQuery] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  marked: (list: MarkedList, page?: number) => (page === undefined ? (['jobs', list] as const) : (['jobs', list, page] as const)),
  history: ['jobs', 'history'] as const,
  recommendations: ['jobs', 'recommendations'] as const,
};

export function searchJobs(apiQuery: string, signal?: AbortSignal): Promise<SearchJobsResponse> {
  return apiRequest(`jobs/search?${apiQuery}`, { signal, schema: searchJobsResponse });
}

export function getJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return apiRequest(`jobs/${id}`, { signal, schema: jobDetailResponse });
}

export function updateMarks(id: number, change: MarkChange): Promise<JobMarks> {
  return apiRequest(`app/jobs/${id}/marks`, { method: 'PATCH', body: change, schema: updateJobMarksResponse });
}

export function getMarkedJobs(list: MarkedList, page: number, pageSize: number, signal?: AbortSignal): Promise<MarkedJobs> {
  return apiRequest(`app/jobs/${list}?page=${page}&pageSize=${pageSize}`, { signal, schema: markedJobsResponse });
}

export function getRecommendations(signal?: AbortSignal): Promise<Recommendations> {
  return apiRequest('app/jobs/recommendations', { signal, schema: recommendationsResponse });
}

export function getSearchHistory(signal?: AbortSignal): Promise<SearchHistory> {
  return apiRequest('app/search-history', { signal, schema: searchHistoryResponse });
}

export async function clearSearchHistory(): Promise<void> {
  await apiRequest('app/search-history', { method: 'DELETE' });
}

/** A job id from a route parameter or `?job=`; null when it is not one. */
export function parseJobId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Replaces the marks of job `id` wherever it appears inside cached data (search pages, details and their
 * related jobs, saved and applied lists), returning the same object when nothing changed.
 */
export function withMarks<T>(data: T, id: number, patch: (marks: JobMarks) => JobMarks): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const updated = withMarks(item, id, patch);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  if (record.id === id && typeof record.marks === 'object' && record.marks !== null) {
    next = { ...record, marks: patch(record.marks as JobMarks) };
  }
  for (const key of ['items', 'related'] as const) {
    if (!Array.isArray(record[key])) continue;
    const updated = withMarks(record[key], id, patch);
    if (updated !== record[key]) next = { ...(next ?? record), [key]: updated };
  }
  return (next ?? data) as T;
}

/** The marks after a change, as the server will answer them (used optimistically). */
export function applyChange(marks: JobMarks, change: MarkChange, now: Date = new Date()): JobMarks {
  const next = { ...marks, ...change };
  if (change.applied === true && !marks.applied) next.appliedAt = now.toISOString();
  if (change.applied === false) next.appliedAt = null;
  return next;
}
