import { z } from 'zod';
import { pickApplicationEmail } from './emails.ts';
import { clean, cleanLocation, detectJobTerms, detectRemote } from './fields.ts';
import { markdownToHtml } from './markdown.ts';
import { formatSalary, inferPeriod, parseSalary } from './salary.ts';
import { safeHtmlToText, sanitizeHtml, textToHtml } from './sanitize.ts';
import type { ContractType, Currency, Hours, JobSource, NormalizedJob, Remote, SalaryPeriod } from './types.ts';

/** What a connector knows about one posting, before the shared clean-up in buildJob. */
export interface JobDraft {
  source: JobSource;
  externalId: string;
  url?: string | null;
  title: string;
  company?: string | null;
  location?: string | null;
  country?: string | null;
  /** The description in the one form the source has. HTML is untrusted. */
  description: { html: string } | { markdown: string } | { text: string };
  /** Figures from the source's own fields; the period may be unknown (Reed, CSV). */
  salary?: {
    min: number | null;
    max: number | null;
    period?: SalaryPeriod | null;
    currency?: Currency | null;
    estimated?: boolean;
  } | null;
  postedAt?: Date | null;
  contractType?: ContractType | null;
  hours?: Hours | null;
  remote?: Remote | null;
  /** The source's own email fields (JobSpy `emails`), tried before the ad text. */
  emails?: (string | null | undefined)[];
}

/** Adzuna ends its snippets with "…", Reed with "... ". */
const TRUNCATED = /(?:…|\.\.\.)\s*$/;

function descriptionOf(draft: JobDraft): { html: string; text: string; truncated: boolean } {
  const d = draft.description;
  const html = 'html' in d ? sanitizeHtml(d.html) : 'markdown' in d ? markdownToHtml(d.markdown) : textToHtml(d.text);
  const raw = 'html' in d ? d.html : 'markdown' in d ? d.markdown : d.text;
  return { html, text: safeHtmlToText(html), truncated: TRUNCATED.test(raw.replace(/<[^>]*>/g, '')) };
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

type SalaryFields = Pick<NormalizedJob, 'salaryMin' | 'salaryMax' | 'salaryPeriod' | 'salaryCurrency' | 'salaryText' | 'salaryEstimated'>;

const NO_SALARY: SalaryFields = {
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: null,
  salaryCurrency: null,
  salaryText: null,
  salaryEstimated: false,
};

/**
 * The source's figures when it has any (0 counts as none: the CSV export writes "0.0" for unknown);
 * else the first pay statement in the description, then in the title.
 */
function salaryOf(draft: JobDraft, title: string, text: string): SalaryFields {
  const min = positive(draft.salary?.min);
  const max = positive(draft.salary?.max);
  if (min !== null || max !== null) {
    const [lo, hi] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    const period = draft.salary?.period ?? inferPeriod(lo, hi, text);
    const currency = draft.salary?.currency ?? 'GBP';
    if (period) {
      return {
        salaryMin: lo,
        salaryMax: hi,
        salaryPeriod: period,
        salaryCurrency: currency,
        salaryText: formatSalary(lo, hi, period, currency),
        salaryEstimated: draft.salary?.estimated ?? false,
      };
    }
  }
  const parsed = parseSalary(text) ?? parseSalary(title);
  if (!parsed) return NO_SALARY;
  return {
    salaryMin: parsed.min,
    salaryMax: parsed.max,
    salaryPeriod: parsed.period,
    salaryCurrency: parsed.currency,
    salaryText: parsed.text,
    salaryEstimated: false,
  };
}

/** Shared clean-up: sanitised description, text, salary fallback, terms, workplace, email. */
export function buildJob(draft: JobDraft): NormalizedJob {
  const title = clean(draft.title) ?? '';
  const location = cleanLocation(draft.location);
  const description = descriptionOf(draft);
  const terms = detectJobTerms(title, description.text);
  const rawForEmails = 'html' in draft.description ? draft.description.html : description.text;
  return {
    source: draft.source,
    externalId: draft.externalId,
    url: clean(draft.url),
    title,
    company: clean(draft.company) ?? '',
    location,
    ...salaryOf(draft, title, description.text),
    descriptionHtml: description.html,
    descriptionText: description.text,
    descriptionTruncated: description.truncated,
    postedAt: draft.postedAt ?? null,
    contractType: draft.contractType ?? terms.contractType,
    hours: draft.hours ?? terms.hours,
    remote: draft.remote ?? detectRemote(`${title} | ${location ?? ''}`, description.text),
    hrEmail: pickApplicationEmail(draft.emails ?? [], `${description.text}\n${rawForEmails}`),
    country: draft.country ?? null,
  };
}

/** Validates a raw response; the error names the source and the first problems. */
export function parseResponse<T>(source: JobSource, schema: z.ZodType<T>, input: unknown): T {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch (error) {
      throw new Error(`${source}: response is not JSON: ${input.slice(0, 100)}`, { cause: error });
    }
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${source}: unexpected response shape:\n${z.prettifyError(result.error)}`);
  return result.data;
}
