import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { buildJob } from './build.ts';
import { clean, contractTypeOf, countryFromLocation, hoursAmong, parseDate, type DateOrder } from './fields.ts';
import { decodeEntities } from './sanitize.ts';
import type { Currency, NormalizedJob, Remote, SalaryPeriod } from './types.ts';

/**
 * Job postings from a CSV file, in one of two shapes, told apart by the header:
 *
 * - "export": `title,company,location,salary_min,salary_max,posting_date,description,category,contract_type`
 *   (an Adzuna/Reed API export). No id column: the id is a hash of the row's content, so the same
 *   row repeated (the same ad returned for several searches) gets the same id. Dates are ISO
 *   (Adzuna) or dd/mm/yyyy (Reed); "0.0" salaries mean unknown; locations may be postcodes.
 *
 * - "jobspy": JobSpy's output (`id,site,job_url,…,interval,min_amount,max_amount,…,emails,description,…`),
 *   Markdown descriptions. Rows from Indeed get source "indeed". Booleans come as True/False/FALSE;
 *   a file re-saved by a spreadsheet is unquoted and has d/m/yyyy dates (see `dateOrder`).
 */

export type CsvShape = 'export' | 'jobspy';

export interface CsvOptions {
  /**
   * How to read slash dates ("9/11/2024"). Default "dmy" (UK order). A spreadsheet saved in a US
   * locale writes m/d/yyyy: pass "mdy" for such a file.
   */
  dateOrder?: DateOrder;
}

type Row = Record<string, string>;

const EXPORT_COLUMNS = ['title', 'company', 'location', 'salary_min', 'salary_max', 'posting_date', 'description'];
const JOBSPY_COLUMNS = ['id', 'site', 'job_url', 'title', 'company', 'location', 'date_posted', 'description'];

/** Which shape a header is; throws naming the columns we look for. */
export function detectCsvShape(header: readonly string[]): CsvShape {
  const has = (columns: string[]) => columns.every((c) => header.includes(c));
  if (has(JOBSPY_COLUMNS)) return 'jobspy';
  if (has(EXPORT_COLUMNS)) return 'export';
  throw new Error(
    `csv: unknown header (${header.slice(0, 12).join(',')}); expected the JobSpy columns ` +
      `(${JOBSPY_COLUMNS.join(',')}) or the export columns (${EXPORT_COLUMNS.join(',')})`,
  );
}

function number(value: string | undefined): number | null {
  const text = clean(value)?.replace(/[£$,]/g, '');
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function bool(value: string | undefined): boolean | null {
  const text = clean(value)?.toLowerCase();
  if (text === 'true' || text === '1' || text === 'yes') return true;
  if (text === 'false' || text === '0' || text === 'no') return false;
  return null;
}

/** A stable id for a row without one: the same content, the same id. */
function contentId(...parts: (string | undefined)[]): string {
  return createHash('sha256')
    .update(parts.map((p) => clean(p) ?? '').join('\u0000'))
    .digest('hex')
    .slice(0, 24);
}

function fromExportRow(row: Row, options: CsvOptions): NormalizedJob {
  return buildJob({
    source: 'csv',
    externalId: contentId(row.title, row.company, row.location, row.description),
    url: null,
    title: row.title ?? '',
    company: row.company,
    location: row.location,
    country: countryFromLocation(row.location) ?? 'GB',
    // Reed's snippets keep the API's HTML entities ("Salary &amp; Benefits").
    description: { text: decodeEntities(row.description ?? '') },
    salary: { min: number(row.salary_min), max: number(row.salary_max) },
    postedAt: parseDate(row.posting_date, options.dateOrder ?? 'dmy'),
    contractType: contractTypeOf(row.contract_type),
  });
}

const INTERVALS: Record<string, SalaryPeriod> = { yearly: 'year', monthly: 'month', weekly: 'week', daily: 'day', hourly: 'hour' };
const CURRENCIES = new Set<string>(['GBP', 'USD', 'EUR']);

function fromJobspyRow(row: Row, options: CsvOptions): NormalizedJob {
  const site = clean(row.site)?.toLowerCase();
  const jobTypes = (row.job_type ?? '').split(',');
  const remote: Remote | null = bool(row.is_remote) ? 'remote' : null;
  const currency = clean(row.currency)?.toUpperCase();
  return buildJob({
    source: site === 'indeed' ? 'indeed' : 'csv',
    externalId: clean(row.id) ?? contentId(row.job_url, row.title, row.company, row.description),
    url: clean(row.job_url) ?? clean(row.job_url_direct),
    title: row.title ?? '',
    // One company is the number 10533473 (a Companies House number, shown as written).
    company: row.company,
    location: row.location,
    country: countryFromLocation(row.location),
    description: { markdown: row.description ?? '' },
    salary: {
      min: number(row.min_amount),
      max: number(row.max_amount),
      period: INTERVALS[clean(row.interval)?.toLowerCase() ?? ''] ?? null,
      currency: currency && CURRENCIES.has(currency) ? (currency as Currency) : null,
    },
    postedAt: parseDate(row.date_posted, options.dateOrder ?? 'dmy'),
    contractType: jobTypes.map(contractTypeOf).find((t) => t !== null) ?? null,
    hours: hoursAmong(jobTypes),
    // is_remote False only says "not fully remote": leave it to the description.
    remote,
    emails: [row.emails],
  });
}

/** CSV text (either shape) → jobs, one per row, in file order. Repeats are kept: see dedupeJobs. */
export function parseCsv(text: string, options: CsvOptions = {}): NormalizedJob[] {
  const rows: string[][] = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  const [head, ...records] = rows;
  if (!head) return [];
  const header = head.map((h) => h.trim());
  const shape = detectCsvShape(header);
  return records.map((record) => {
    const row: Row = Object.fromEntries(header.map((name, i) => [name, record[i] ?? '']));
    return shape === 'jobspy' ? fromJobspyRow(row, options) : fromExportRow(row, options);
  });
}
