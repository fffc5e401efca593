import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { demoJobs, DEMO_COMPANIES } from '../../src/modules/jobs/demo/index.ts';
import { annualise, cityOf, parseSalary } from '../../src/modules/jobs/ingest/index.ts';
import { detectSponsorship } from '../../src/modules/jobs/verdict/sponsorship-text.ts';
it('stats', () => {
  const jobs = demoJobs(new Date('2026-08-01T12:00:00Z'));
  const c = (f: (j: any) => string) => { const m: Record<string, number> = {}; for (const j of jobs) { const k = f(j); m[k] = (m[k] ?? 0) + 1; } return m; };
  console.log('jobs', jobs.length, 'companies', DEMO_COMPANIES.length, 'sponsors', DEMO_COMPANIES.filter((x) => x.licensedSponsor).length);
  console.log(c((j) => { const d = detectSponsorship(j.descriptionText); return d.stance + '/' + d.strength + (d.mixed ? '/mixed' : ''); }));
  console.log(c((j) => j.salaryPeriod ?? 'none'));
  console.log(c((j) => { if (!j.salaryPeriod) return 'none'; const lo = annualise(j.salaryMin ?? j.salaryMax, j.salaryPeriod), hi = annualise(j.salaryMax ?? j.salaryMin, j.salaryPeriod); return lo >= 41700 ? '>=41700' : hi < 33400 ? '<33400' : 'between'; }));
  console.log(c((j) => cityOf(j.location)));
  console.log(c((j) => j.remote), c((j) => j.contractType), c((j) => j.hours), 'emails', jobs.filter((j) => j.hrEmail).length);
  const words = jobs.map((j) => j.descriptionText.split(/\s+/).length); console.log('words', Math.min(...words), Math.max(...words));
  let bad = 0; for (const j of jobs) { const p = parseSalary(j.descriptionText); if ((p?.min ?? null) !== j.salaryMin || (p?.max ?? null) !== j.salaryMax || (p?.period ?? null) !== j.salaryPeriod) { bad++; if (bad < 6) console.log('PARSE', j.salaryText, JSON.stringify(p)); } }
  console.log('parse mismatches', bad);
  console.log(c((j) => j.company));
  writeFileSync('/tmp/demo-sample.txt', jobs.slice(0, 400).map((j) => `== ${j.title} | ${j.company} | ${j.location} | ${j.salaryText} | ${j.hrEmail}\n${j.descriptionText}\n`).join('\n'));
});
