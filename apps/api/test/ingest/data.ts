import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedData } from '@jobbridge/test-data';

/** The real public data beside the checkout (packages/test-data); never copied into the repo. */
export const DATA_DIR = sharedData();

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'fixtures', name), 'utf8')) as unknown;
}

export function fixtureText(name: string): string {
  return readFileSync(path.join(DATA_DIR, 'fixtures', name), 'utf8');
}

export const ISHANV13_DIR = 'jobs_ishanv13_adzuna_reed_2026-04';
export const JOBSPY_DIR = 'jobs_collinshack_indeed_uk_2024';

export function csvFiles(dir: string): { name: string; text: string }[] {
  return readdirSync(path.join(DATA_DIR, dir))
    .filter((name) => name.endsWith('.csv'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(DATA_DIR, dir, name), 'utf8') }));
}
