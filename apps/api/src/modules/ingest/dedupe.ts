import { dedupeKey, exactKey, type NormalizedJob } from './types.ts';

/** The more complete description wins: an uncut one over a cut one, then the longer. */
function betterDescription(a: NormalizedJob, b: NormalizedJob): NormalizedJob {
  if (a.descriptionTruncated !== b.descriptionTruncated) return a.descriptionTruncated ? b : a;
  return b.descriptionText.length > a.descriptionText.length ? b : a;
}

/** Keeps `kept`'s identity (source, id, url) and fills what it lacks from `other`. */
function mergeJobs(kept: NormalizedJob, other: NormalizedJob): NormalizedJob {
  const description = betterDescription(kept, other);
  const salary = kept.salaryMin !== null || kept.salaryMax !== null ? kept : other;
  return {
    ...kept,
    location: kept.location ?? other.location,
    salaryMin: salary.salaryMin,
    salaryMax: salary.salaryMax,
    salaryPeriod: salary.salaryPeriod,
    salaryCurrency: salary.salaryCurrency,
    salaryText: salary.salaryText,
    salaryEstimated: salary.salaryEstimated,
    descriptionHtml: description.descriptionHtml,
    descriptionText: description.descriptionText,
    descriptionTruncated: description.descriptionTruncated,
    postedAt: kept.postedAt ?? other.postedAt,
    contractType: kept.contractType ?? other.contractType,
    hours: kept.hours ?? other.hours,
    remote: kept.remote ?? other.remote,
    hrEmail: kept.hrEmail ?? other.hrEmail,
    country: kept.country ?? other.country,
  };
}

/**
 * Collapses repeats: first by (source, externalId), then by dedupeKey. The first job seen keeps its
 * identity; later copies only fill its gaps (a salary, a longer description).
 */
export function dedupeJobs(jobs: readonly NormalizedJob[]): NormalizedJob[] {
  const byKey = new Map<string, NormalizedJob>();
  const seenExact = new Map<string, string>();
  for (const job of jobs) {
    const exact = exactKey(job);
    const key = seenExact.get(exact) ?? dedupeKey(job);
    seenExact.set(exact, key);
    const kept = byKey.get(key);
    byKey.set(key, kept ? mergeJobs(kept, job) : job);
  }
  return [...byKey.values()];
}
