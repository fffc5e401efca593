import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedData } from '@jobbridge/test-data';
import { parse } from 'csv-parse/sync';

/**
 * The shared test data (see /work/shared/data/SOURCES.md). It stays outside the repository: read it from
 * here, never copy it in.
 */
export const INDEED_DIR = sharedData('jobs_collinshack_indeed_uk_2024');
export const ADZUNA_REED_DIR = sharedData('jobs_ishanv13_adzuna_reed_2026-04');

export interface CorpusJob {
  /** e.g. "jobs_collinshack_indeed_uk_2024/Manch_now.csv" */
  file: string;
  company: string;
  description: string;
}

/** Every row of the 12 job CSVs, in file order (1,913 rows; some ads appear in several files). */
export function loadJobs(): CorpusJob[] {
  const jobs: CorpusJob[] = [];
  for (const dir of [INDEED_DIR, ADZUNA_REED_DIR]) {
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.csv'))
      .sort()) {
      const rows: Record<string, string>[] = parse(readFileSync(path.join(dir, name), 'utf8'), { columns: true, bom: true });
      for (const row of rows) {
        jobs.push({ file: `${path.basename(dir)}/${name}`, company: row.company ?? '', description: row.description ?? '' });
      }
    }
  }
  return jobs;
}
