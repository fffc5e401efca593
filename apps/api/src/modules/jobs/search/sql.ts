import { getTableName, jobs, sql, type SQL } from '@jobbridge/db';
import type { ParsedSearch, Place } from './query.ts';

/**
 * The search's SQL, built from a parsed search and its resolved place. Only the jobs repository runs it
 * (repository.ts); these builders are kept apart so the statements can be tested against a real database.
 */

/**
 * Newest first, exactly as the posted_at indexes are ordered ("desc nulls last" on both columns): a plain
 * `posted_at desc` means nulls first, which no index provides, and the planner then sorts every match.
 */
const NEWEST = sql`j.posted_at desc nulls last, j.id desc nulls last`;

/** The words as a full-text query (English stemming; quotes, OR and -word as a web search reads them). */
function tsqueryOf(s: Pick<ParsedSearch, 'text'>): SQL | null {
  return s.text ? sql`websearch_to_tsquery('english', ${s.text})` : null;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The WHERE clause of a search: words, place and filters (the facet filters left out for the facet sample). */
function whereOf(s: ParsedSearch, place: Place, withFacetFilters = true): SQL {
  const tsquery = tsqueryOf(s);
  const f = s.facetFilters;
  const parts: SQL[] = [sql`true`];
  if (tsquery) parts.push(sql`j.search @@ ${tsquery}`);
  if (place.kind === 'remote') parts.push(sql`j.remote = 'remote'`);
  if (place.kind === 'city') parts.push(sql`j.city = ${place.city}`);
  if (place.kind === 'text') parts.push(sql`(j.city = ${place.city} or j.location ilike ${`%${place.text.replace(/[\\%_]/g, '\\$&')}%`})`);
  if (withFacetFilters && f.verdict.length) parts.push(sql`j.verdict_kind in (${list(f.verdict)})`);
  if (s.route) parts.push(sql`${s.route} = any(j.routes)`);
  if (s.minSalary !== undefined) parts.push(sql`coalesce(j.salary_annual_max, j.salary_annual_min) >= ${s.minSalary}`);
  if (withFacetFilters && f.meetsThreshold) parts.push(sql`j.salary_status = 'meets'`);
  if (withFacetFilters && f.salaryStatus.length) parts.push(sql`j.salary_status in (${list(f.salaryStatus)})`);
  if (s.postedWithin) parts.push(sql`j.posted_at >= now() - make_interval(days => ${s.postedWithin})`);
  if (withFacetFilters && f.contractType.length) parts.push(sql`j.contract_type in (${list(f.contractType)})`);
  if (withFacetFilters && f.remote.length) parts.push(sql`j.remote in (${list(f.remote)})`);
  return sql.join(parts, sql` and `);
}

const CANDIDATE_COLUMNS = sql`j.id, j.posted_at, j.verdict_kind, j.salary_status, j.contract_type, j.remote`;

/**
 * The newest `cap + 1` matches with what the facets count (and their rank when ranked). With `window`, only
 * the newest `window` ads are looked at: an index walk that stops early, instead of every match of the words.
 */
export function matchesSql(s: ParsedSearch, place: Place, cap: number, window: number | null = null): SQL {
  const select = sql`select ${CANDIDATE_COLUMNS}${s.ranked ? sql`, ts_rank_cd(j.search, ${tsqueryOf(s)}, 32) as rank` : sql``}`;
  const from = window === null ? sql`${jobs} j` : sql`(select * from ${jobs} j order by ${NEWEST} limit ${window}) j`;
  return sql`${select} from ${from} where ${whereOf(s, place)} order by ${NEWEST} limit ${cap + 1}`;
}

/** The newest `cap` matches without the facet filters, for counting the facets when such a filter is on. */
export function facetSampleSql(s: ParsedSearch, place: Place, cap: number): SQL {
  return sql`select ${CANDIDATE_COLUMNS} from ${jobs} j where ${whereOf(s, place, false)} order by ${NEWEST} limit ${cap}`;
}

/** A page of ids in plain time order (pages past the newest TOTAL_CAP matches). */
export function pageIdsSql(s: ParsedSearch, place: Place): SQL {
  return sql`select j.id from ${jobs} j where ${whereOf(s, place)} order by ${NEWEST} limit ${s.pageSize} offset ${s.offset}`;
}

/** Whether some job is in the town. */
export function cityHasJobsSql(city: string): SQL {
  return sql`select 1 as one from ${jobs} where city = ${city} limit 1`;
}

/** The words of `text` as the search column stores them (English stems). */
export function lexemesSql(text: string): SQL {
  return sql`select lexeme as word from unnest(to_tsvector('english', ${text}))`;
}

/**
 * Word frequencies from the planner's statistics of the search column (pg_stats' most common elements).
 * `unnest(e, f)` pairs the two arrays in one pass; subscripting them (`e[i]`) costs the square of their length.
 */
export function wordFrequenciesSql(): SQL {
  return sql`
    select w.word, w.freq from pg_stats s,
      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as w(word, freq)
    where s.schemaname = current_schema() and s.tablename = ${getTableName(jobs)} and s.attname = 'search' and w.word is not null`;
}
