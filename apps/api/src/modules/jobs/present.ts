import type { JobCard, JobMarks } from '@jobbridge/contracts';
import type { JobRow } from './repository.ts';
import { hourlyPay } from '../ingest/index.ts';

/** Rows as the API shows them: cards and marks. */

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function marksOf(row: Pick<JobRow, 'saved_at' | 'applied_at' | 'flash_at'>): JobMarks {
  return { saved: row.saved_at !== null, applied: row.applied_at !== null, appliedAt: iso(row.applied_at), flash: row.flash_at !== null };
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 220 ? `${flat.slice(0, 217).replace(/\s+\S*$/, '')}…` : flat;
}

export function toCard(row: JobRow): JobCard {
  return {
    id: Number(row.id),
    title: row.title,
    company: row.company_name,
    location: row.location,
    postedAt: new Date(row.posted_at).toISOString(),
    salary: {
      min: row.salary_min === null ? null : Number(row.salary_min),
      max: row.salary_max === null ? null : Number(row.salary_max),
      period: row.salary_period,
      currency: row.salary_currency,
      text: row.salary_text,
      estimated: row.salary_estimated,
      hourly: hourlyPay({
        min: row.salary_min === null ? null : Number(row.salary_min),
        max: row.salary_max === null ? null : Number(row.salary_max),
        period: row.salary_period,
        currency: row.salary_currency,
      }),
    },
    snippet: snippet(row.description_text),
    verdict: row.verdict,
    contractType: row.contract_type,
    remote: row.remote,
    hasHrEmail: !!row.hr_email,
    url: row.url,
    isDemo: row.is_demo,
    marks: marksOf(row),
    closed: !!row.closed_at,
  };
}
