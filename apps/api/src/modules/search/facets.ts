import type { FacetFilters } from './query.ts';

/** The facets: how many matches each value of each filter group has, as the page's filter panel shows them. */

interface FacetRow {
  verdict_kind: string;
  salary_status: string;
  contract_type: string | null;
  remote: string | null;
}

type FacetGroup = 'verdict' | 'salaryStatus' | 'contractType' | 'remote';

/**
 * Counts each facet group over the rows that pass every other group's filter; `scale` turns counts over the
 * newest matches into estimates over all of them (then rounded like the total).
 */
export function countFacets(rows: FacetRow[], q: FacetFilters, scale = 1) {
  const passes = facetPasses(q);
  const value: Record<FacetGroup, (r: FacetRow) => string | null> = {
    verdict: (r) => r.verdict_kind,
    salaryStatus: (r) => r.salary_status,
    contractType: (r) => r.contract_type,
    remote: (r) => r.remote,
  };
  const groups = Object.keys(passes) as FacetGroup[];
  const out = Object.fromEntries(groups.map((g) => [g, {}])) as Record<FacetGroup, Record<string, number>>;
  for (const row of rows) {
    for (const group of groups) {
      if (!groups.every((other) => other === group || passes[other](row))) continue;
      const v = value[group](row);
      if (v) out[group][v] = (out[group][v] ?? 0) + 1;
    }
  }
  if (scale !== 1) for (const counts of Object.values(out)) for (const v of Object.keys(counts)) counts[v] = roughly(counts[v]! * scale);
  return out;
}

/** Each facet group's filter as a test of a row (the job_search_doc tokens the statements match them by). */
export function facetPasses(q: FacetFilters): Record<FacetGroup, (r: FacetRow) => boolean> {
  return {
    verdict: (r) => !q.verdict.length || (q.verdict as string[]).includes(r.verdict_kind),
    salaryStatus: (r) =>
      (!q.meetsThreshold || r.salary_status === 'meets') &&
      (!q.salaryStatus.length || (q.salaryStatus as string[]).includes(r.salary_status)),
    contractType: (r) => !q.contractType.length || (q.contractType as string[]).includes(r.contract_type ?? ''),
    remote: (r) => !q.remote.length || (q.remote as string[]).includes(r.remote ?? ''),
  };
}

/** Two significant figures. */
function roughly(n: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / magnitude) * magnitude;
}
