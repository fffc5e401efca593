import type { JobMarks } from '@jobbridge/contracts';

export type MarkChange = { saved?: boolean; applied?: boolean; flash?: boolean };

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
