import type { Db } from '@jobbridge/db';
import { advertisesForClient, isRecruitmentAgency, matchSponsor, refreshOpenJobs } from '../sponsors/index.ts';
import { dedupeJobs } from './dedupe.ts';
import { cityOf, dedupeKey, type NormalizedJob } from './types.ts';
import {
  analyzeSearch,
  companiesByName,
  companiesWithTown,
  companyAdTexts,
  countJobs,
  insertCompany,
  updateCompanyMatch,
  updateVerdicts,
  upsertJobs,
  verdictInputs,
  type CompanyRow,
  type JobInsertRow,
} from './repository.ts';
import { checkSalary, detectSponsorship, jobVerdict, type SalaryThresholds } from './verdict/index.ts';

export interface StoreOptions {
  thresholds: SalaryThresholds;
  isDemo?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface StoreResult {
  received: number;
  stored: number;
  duplicates: number;
  companiesMatched: number;
  companiesCreated: number;
  /** The rows written (one per ad after folding duplicates). */
  ids: number[];
}

type VerdictFields = Pick<NormalizedJob, 'company' | 'descriptionText' | 'salaryMin' | 'salaryMax' | 'salaryPeriod' | 'salaryCurrency'>;

/** A job's verdict from its employer's register match, the ad's own wording and its salary. */
function verdictFor(job: VerdictFields, company: CompanyRow | undefined, thresholds: SalaryThresholds) {
  const salary = checkSalary(
    { min: job.salaryMin, max: job.salaryMax, period: job.salaryPeriod, currency: job.salaryCurrency },
    thresholds,
  );
  const verdict = jobVerdict({
    sponsor:
      company?.sponsor_id && company.organisation_name
        ? { organisationName: company.organisation_name, rating: registerRating(company.type_ratings ?? []), routes: company.routes ?? [] }
        : null,
    group: company?.match_group ?? null,
    matchConfidence: company?.match_confidence ?? 0,
    // For an unnamed client: the ad says so, or the advertiser is an agency (precision first).
    isAgency: advertisesForClient(job.descriptionText) || (company?.is_agency ?? false),
    employerName: job.company,
    sponsorship: detectSponsorship(job.descriptionText),
    salary,
  });
  return { verdict, salary };
}

/** The "Type & Rating" the verdict shows: a B rating first (the one to know about), else the Worker licence. */
function registerRating(typeRatings: string[]): string | null {
  return typeRatings.find((r) => /\bB rating\b/i.test(r)) ?? typeRatings.find((r) => r.startsWith('Worker')) ?? typeRatings[0] ?? null;
}

/** The matcher reads this many of an employer's ads: enough for one to name the legal employer. */
const AD_TEXTS = 3;
/** Lets requests that arrived meanwhile run before the next batch: ingest and re-matching run while people search. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The text the matcher reads for an employer: its first few distinct ads. */
export function adTextOf(texts: readonly string[]): string {
  return [...new Set(texts)].slice(0, AD_TEXTS).join('\n\n');
}

/**
 * Stores jobs: each employer is matched to the register once (kept on the company), each job gets its verdict
 * (register match, the ad's own wording, the salary against the thresholds), and the same ad seen again —
 * from another source or a re-import — updates the row it already has instead of adding another.
 */
export async function storeJobs(db: Db, input: readonly NormalizedJob[], options: StoreOptions): Promise<StoreResult> {
  const jobs = dedupeJobs(input);
  const names = new Map<string, { name: string; town: string; texts: string[] }>();
  for (const job of jobs) {
    const name = job.company.trim();
    if (!name) continue;
    const known = names.get(name.toLowerCase());
    if (known) known.texts.push(job.descriptionText);
    else names.set(name.toLowerCase(), { name, town: cityOf(job.location), texts: [job.descriptionText] });
  }

  let known = await companiesByName(db, [...names.keys()]);
  let created = 0;
  let matched = 0;
  for (const [nameLower, { name, town, texts }] of names) {
    if (known.has(nameLower)) continue;
    const result = await matchSponsor(db, name, town || undefined, adTextOf(texts));
    await insertCompany(db, {
      name,
      nameLower,
      sponsorId: result.match?.sponsorId ?? null,
      matchConfidence: result.confidence,
      matchGroup: result.group,
      isAgency: isRecruitmentAgency(name),
      isDemo: options.isDemo ?? false,
      matchedAt: new Date(),
    });
    created++;
    if (result.match) matched++;
  }
  if (created) known = await companiesByName(db, [...names.keys()]);

  const rows = jobs.map((job): JobInsertRow => {
    const company = known.get(job.company.trim().toLowerCase());
    const { verdict, salary } = verdictFor(job, company, options.thresholds);
    return {
      source: job.source,
      external_id: job.externalId,
      dedupe_key: dedupeKey(job),
      url: job.url,
      title: job.title,
      company_id: company?.id ?? null,
      company_name: job.company,
      location: job.location,
      city: cityOf(job.location),
      salary_min: job.salaryMin,
      salary_max: job.salaryMax,
      salary_period: job.salaryPeriod,
      salary_currency: job.salaryCurrency,
      salary_text: job.salaryText,
      salary_estimated: job.salaryEstimated,
      salary_annual_min: salary.annualMin === null ? null : Math.round(salary.annualMin),
      salary_annual_max: salary.annualMax === null ? null : Math.round(salary.annualMax),
      description_html: job.descriptionHtml,
      description_text: job.descriptionText,
      description_truncated: job.descriptionTruncated,
      posted_at: (job.postedAt ?? new Date()).toISOString(),
      contract_type: job.contractType,
      hours: job.hours,
      remote: job.remote,
      hr_email: job.hrEmail,
      country: job.country,
      verdict,
      verdict_kind: verdict.kind,
      salary_status: verdict.salary.status,
      routes: verdict.routes,
      is_demo: options.isDemo ?? false,
    };
  });

  const CHUNK = 500;
  let stored = 0;
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    ids.push(...(await upsertJobs(db, chunk)));
    stored += chunk.length;
    options.onProgress?.(stored, rows.length);
  }
  await refreshOpenJobs(db, nextTurn);
  // The search plans with how often words occur (decision 039); PGlite has no autovacuum to refresh them.
  if (stored) await analyzeSearch(db);
  return {
    received: input.length,
    stored,
    duplicates: input.length - jobs.length,
    companiesMatched: matched,
    companiesCreated: created,
    ids,
  };
}

const groupText = (g: { brand: string; count: number; entities: string[] } | null) =>
  g ? [g.brand, g.count, ...g.entities].join('\n') : '';

/** Past this many employers to recompute, a list of them in each query costs more than recomputing every job. */
const AFFECTED_MAX = 5_000;

/**
 * After the register changes (a new import), matches every employer again and recomputes job verdicts from what
 * is stored, so no job keeps a licence the register no longer lists. Given the organisations the import wrote
 * (lower-case names), only the jobs of employers whose match changed or whose organisation was written are
 * recomputed: a daily refresh touches a few hundred organisations, and reading every job again is most of its time.
 */
export async function refreshVerdicts(
  db: Db,
  thresholds: SalaryThresholds,
  onProgress?: (done: number, total: number) => void,
  written?: ReadonlySet<string>,
): Promise<{ companies: number; jobs: number }> {
  const all = await companiesWithTown(db);
  const affected: number[] = [];
  for (const company of all) {
    const result = await matchSponsor(db, company.name, company.town || undefined, async () =>
      adTextOf(await companyAdTexts(db, company.id, AD_TEXTS)),
    );
    const match = { sponsorId: result.match?.sponsorId ?? null, confidence: result.confidence, group: result.group };
    // An organisation removed from the register leaves sponsor_id null (on delete set null) but its confidence as it was.
    const same =
      match.sponsorId === company.sponsor_id &&
      Math.abs(match.confidence - company.match_confidence) < 1e-6 && // stored as a 4-byte float
      groupText(match.group) === groupText(company.match_group);
    if (!same || !written) await updateCompanyMatch(db, company.id, match);
    if (!same || (result.match && written?.has(result.match.organisationName.toLowerCase()))) affected.push(company.id);
  }
  const only = written && affected.length <= AFFECTED_MAX ? affected : undefined;
  if (only && !only.length) {
    await refreshOpenJobs(db, nextTurn);
    return { companies: all.length, jobs: 0 };
  }
  const total = await countJobs(db);
  let done = 0;
  let after = 0;
  for (;;) {
    // Small batches, with a turn for requests between them: this runs while people search (decision 058).
    const batch = await verdictInputs(db, after, 250, only);
    if (!batch.length) break;
    const updates = batch.map((row) => {
      const company = row.company_id ? { ...row, id: row.company_id } : undefined;
      const { verdict, salary } = verdictFor(
        {
          company: row.company_name,
          descriptionText: row.description_text,
          salaryMin: row.salary_min,
          salaryMax: row.salary_max,
          salaryPeriod: row.salary_period,
          salaryCurrency: row.salary_currency,
        },
        company,
        thresholds,
      );
      return {
        id: row.id,
        verdict,
        verdict_kind: verdict.kind,
        salary_status: verdict.salary.status,
        routes: verdict.routes,
        salary_annual_min: salary.annualMin === null ? null : Math.round(salary.annualMin),
        salary_annual_max: salary.annualMax === null ? null : Math.round(salary.annualMax),
      };
    });
    await updateVerdicts(db, updates);
    after = batch[batch.length - 1]!.id;
    done += batch.length;
    onProgress?.(done, total);
    await nextTurn();
  }
  await refreshOpenJobs(db, nextTurn);
  return { companies: all.length, jobs: done };
}
