/**
 * `npm run report:verdicts -- [FILE.csv …] [--register FILE] [--top N]`: what the sponsor register says about
 * real job postings (by default every CSV in ../shared/data/jobs_*): the share of distinct employers, and of
 * jobs, that get "licensed sponsor", "unknown" and "not on the register" from the register alone (the ad's
 * own wording set aside), and the employers posting most that the register does not match (candidates for the alias
 * table: npm run admin -- alias add). --matches also prints every employer's register match, for review.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SHARED_DATA } from '@jobbridge/test-data';
import { cityOf, dedupeJobs, parseCsv, type NormalizedJob } from '../apps/api/src/modules/ingest/index.ts';
import { DEFAULT_THRESHOLDS, jobVerdict } from '../apps/api/src/modules/ingest/verdict/index.ts';
import { advertisesForClient, isRecruitmentAgency } from '../apps/api/src/modules/sponsors/recruiter-detection.ts';
import { matchSponsor } from '../apps/api/src/modules/sponsors/matcher.ts';
import { DEFAULT_REGISTER, registerDatabase } from './matcher/register-db.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { register: { type: 'string' }, top: { type: 'string' }, matches: { type: 'boolean' } },
});
const dataDir = SHARED_DATA;
const files = positionals.length
  ? positionals
  : readdirSync(dataDir)
      .filter((d) => d.startsWith('jobs_'))
      .flatMap((d) =>
        readdirSync(resolve(dataDir, d))
          .filter((f) => f.endsWith('.csv'))
          .map((f) => resolve(dataDir, d, f)),
      );
const jobs: NormalizedJob[] = dedupeJobs(files.flatMap((f) => parseCsv(readFileSync(f, 'utf8'))));
const employers = new Map<string, { name: string; town: string; jobs: NormalizedJob[] }>();
for (const job of jobs) {
  const name = job.company.trim();
  const entry = employers.get(name.toLowerCase()) ?? { name, town: cityOf(job.location), jobs: [] };
  entry.jobs.push(job);
  employers.set(name.toLowerCase(), entry);
}

const KINDS = ['licensed_sponsor', 'unknown', 'not_on_register'] as const;
const silent = { stance: 'silent', strength: null, evidence: null, mixed: false } as const;
const salary = {
  status: 'unknown',
  annualMin: null,
  annualMax: null,
  threshold: DEFAULT_THRESHOLDS.general,
  newEntrantThreshold: DEFAULT_THRESHOLDS.newEntrant,
} as const;
const byEmployer = new Map<string, number>();
const byJob = new Map<string, number>();
const unknown: { name: string; jobs: number; confidence: number }[] = [];
let groups = 0;

const { database } = await registerDatabase(
  values.register ?? DEFAULT_REGISTER,
  [...employers.values()].map((e) => e.name),
);
try {
  for (const e of employers.values()) {
    const result = e.name ? await matchSponsor(database.db, e.name, e.town || undefined) : { match: null, confidence: 0, group: null };
    if (result.group) groups++;
    if (values.matches && result.match) console.log(`MATCH\t${e.name}\t${result.match.organisationName}\t${result.method ?? ''}`);
    const sponsor = result.match && {
      organisationName: result.match.organisationName,
      rating: result.match.rating,
      routes: result.match.routes,
    };
    const verdict = (isAgency: boolean) =>
      jobVerdict({ sponsor, matchConfidence: result.confidence, isAgency, employerName: e.name, sponsorship: silent, salary }).kind;
    const agency = isRecruitmentAgency(e.name);
    const kind = verdict(agency);
    byEmployer.set(kind, (byEmployer.get(kind) ?? 0) + 1);
    for (const job of e.jobs) {
      const k = verdict(agency || advertisesForClient(job.descriptionText));
      byJob.set(k, (byJob.get(k) ?? 0) + 1);
    }
    if (!result.match && !agency && e.name) unknown.push({ name: e.name, jobs: e.jobs.length, confidence: result.confidence });
  }
} finally {
  await database.close();
}

const share = (m: Map<string, number>, total: number) =>
  KINDS.map((k) => `${k} ${(((m.get(k) ?? 0) / total) * 100).toFixed(1)}% (${m.get(k) ?? 0})`).join('   ');
console.log(
  `${jobs.length} jobs (after folding duplicates) from ${files.length} files, ${employers.size} distinct employers; ${groups} matched as a group of entities`,
);
console.log(`employers: ${share(byEmployer, employers.size)}`);
console.log(`jobs:      ${share(byJob, jobs.length)}`);
console.log(`\nEmployers (not agencies) with no register match ("unknown" or "not on the register"), most jobs first:`);
for (const u of unknown.sort((a, b) => b.jobs - a.jobs || a.name.localeCompare(b.name)).slice(0, Number(values.top ?? 40)))
  console.log(`${String(u.jobs).padStart(4)}  ${u.name}  (best ${u.confidence.toFixed(2)})`);
