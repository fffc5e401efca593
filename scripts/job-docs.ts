import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedData } from '@jobbridge/test-data';
import { parse } from 'csv-parse/sync';
import type { JobDoc } from '../apps/api/src/modules/ai/resume-doc.ts';

/**
 * Jobs as the AI layer reads them, for the evaluation and the benchmarks: a JSON-lines file (`title`, `company`,
 * `location`, `salary`, `description`; a blank line keeps its number), or the shared data's postings.
 */

const text = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);

export function readJobLines(path: string): JobDoc[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((line) => {
      if (!line.trim()) return { title: '', company: '', location: '', salary: '', description: '' };
      const j = JSON.parse(line) as Record<string, unknown>;
      return {
        title: text(j.title),
        company: text(j.company),
        location: text(j.location),
        salary: text(j.salary),
        description: text(j.description),
      };
    });
}

/** RFC 4180 CSV with a header row (csv-parse, as the job importer uses). */
function parseCsv(input: string): Record<string, string>[] {
  return parse<Record<string, string>>(input, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true });
}

/** The shared data's postings (two CSV collections), as jobs of the JSON-lines shape, without repeats. */
export function sharedJobs(): JobDoc[] {
  const out: JobDoc[] = [];
  const seen = new Set<string>();
  for (const folder of ['jobs_collinshack_indeed_uk_2024', 'jobs_ishanv13_adzuna_reed_2026-04']) {
    const dir = sharedData(folder);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.csv'))
      .sort()) {
      for (const r of parseCsv(readFileSync(join(dir, file), 'utf8'))) {
        const job = {
          title: r.title ?? '',
          company: r.company ?? '',
          location: r.location ?? '',
          salary: [r.salary_min || r.min_amount, r.salary_max || r.max_amount].filter(Boolean).join(' - '),
          description: r.description ?? '',
        };
        const key = `${job.title}|${job.company}|${job.description.slice(0, 200)}`;
        if (!job.title || !job.description || seen.has(key)) continue;
        seen.add(key);
        out.push(job);
      }
    }
  }
  return out;
}
