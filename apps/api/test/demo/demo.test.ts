import { realRegister } from '../sponsors/data.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readDemoData } from '../../src/modules/ingest/demo/data.ts';
import {
  advertisedName,
  DEMO_COMPANIES,
  demoJobs,
  demoRegisterCsv,
  demoSponsors,
  registerName,
  RATING_A,
  RATING_B,
  RATING_PREMIUM,
  RATING_TEMPORARY_A,
  ROUTE_CHARITY,
  ROUTE_CREATIVE,
  ROUTE_GBM_SENIOR,
  ROUTE_SKILLED_WORKER,
} from '../../src/modules/ingest/demo/index.ts';
import { annualise, cityOf, dedupeKey, parseSalary, sanitizeHtml } from '../../src/modules/ingest/index.ts';
import { detectSponsorship } from '../../src/modules/ingest/verdict/sponsorship-text.ts';
import { advertisesForClient, isRecruitmentAgency } from '../../src/modules/sponsors/recruiter-detection.ts';
import { nameKeys } from '../../src/modules/sponsors/normalize.ts';
import { readRegister } from '../../src/modules/sponsors/register.ts';

const NOW = new Date('2026-08-01T09:00:00Z');
const DAY = 86_400_000;
const GENERAL_THRESHOLD = 41_700;
const NEW_ENTRANT_THRESHOLD = 33_400;

const jobs = demoJobs(NOW);
const detections = jobs.map((j) => detectSponsorship(j.descriptionText));
const count = (pred: (i: number) => boolean) => jobs.filter((_, i) => pred(i)).length;

describe('demo companies', () => {
  it('has about 60-70 fictional employers, ~70% licensed sponsors, with .example websites', () => {
    expect(DEMO_COMPANIES.length).toBeGreaterThanOrEqual(55);
    expect(DEMO_COMPANIES.length).toBeLessThanOrEqual(75);
    const share = demoSponsors().length / DEMO_COMPANIES.length;
    expect(share).toBeGreaterThan(0.62);
    expect(share).toBeLessThan(0.78);
    expect(new Set(DEMO_COMPANIES.map((c) => c.slug)).size).toBe(DEMO_COMPANIES.length);
    expect(new Set(DEMO_COMPANIES.map((c) => c.name.toLowerCase())).size).toBe(DEMO_COMPANIES.length);
    for (const c of DEMO_COMPANIES) {
      expect(c.website).toBe(`https://${c.slug}.example`);
      expect(c.licensedSponsor).toBe(c.routes.length > 0);
      expect(c.licensedSponsor).toBe(c.typeRating !== null);
    }
  });

  it('has 4-5 recruitment agencies that our agency detector recognises', () => {
    const agencies = DEMO_COMPANIES.filter((c) => c.agency);
    expect(agencies.length).toBeGreaterThanOrEqual(4);
    expect(agencies.length).toBeLessThanOrEqual(5);
    for (const a of agencies) {
      expect(a.name).toMatch(/Recruitment|Talent|Resourcing/);
      expect(isRecruitmentAgency(advertisedName(a))).toBe(true);
      expect(a.recruitsFor.length).toBeGreaterThan(0);
    }
    for (const c of DEMO_COMPANIES.filter((x) => !x.agency)) expect(isRecruitmentAgency(advertisedName(c))).toBe(false);
  });

  it("uses the register's route and rating strings, mostly Skilled Worker with an A rating", () => {
    const sponsors = demoSponsors();
    const ratings = sponsors.map((s) => s.typeRating);
    expect(ratings.filter((r) => r === RATING_A).length / sponsors.length).toBeGreaterThan(0.8);
    expect(ratings.filter((r) => r === RATING_B).length).toBeGreaterThanOrEqual(1);
    expect(ratings.filter((r) => r === RATING_B).length).toBeLessThanOrEqual(2);
    expect(ratings.filter((r) => r === RATING_PREMIUM).length).toBe(1);
    expect(sponsors.filter((s) => s.routes.includes(ROUTE_GBM_SENIOR)).length).toBeGreaterThanOrEqual(5);
    const otherOnly = sponsors.filter((s) => !s.routes.includes(ROUTE_SKILLED_WORKER));
    expect(otherOnly.map((s) => s.routes).sort()).toEqual([[ROUTE_CHARITY], [ROUTE_CREATIVE]]);
    // Temporary routes are rated "Temporary Worker (...)" in the register.
    for (const s of otherOnly) expect(s.typeRating).toBe(RATING_TEMPORARY_A);
  });
});

describe('demoRegisterCsv', () => {
  const csv = demoRegisterCsv();

  it('is in the register format: header, CRLF, quoting', () => {
    expect(csv.startsWith('Organisation Name,Town/City,County,Type & Rating,Route\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(csv).toContain('"Penhallow, Finch & Co LLP t/a Penhallow Finch",Cardiff,');
  });

  it('loads with readRegister: one organisation per sponsor, routes and ratings as declared', () => {
    const { rows, organisations } = readRegister(csv);
    const sponsors = demoSponsors();
    expect(organisations.length).toBe(sponsors.length);
    expect(rows).toBe(sponsors.reduce((n, s) => n + s.routes.length, 0));
    for (const s of sponsors) {
      const org = organisations.find((o) => o.name === registerName(s));
      expect(org, s.name).toBeDefined();
      expect(org!.routes).toEqual(s.routes);
      expect(org!.typeRatings).toEqual([s.typeRating]);
      expect(org!.towns).toEqual([s.town]);
    }
  });

  it('names trading names as "t/a" aliases, so ads under the trading name can be matched', () => {
    const { organisations } = readRegister(csv);
    for (const s of demoSponsors()) {
      const org = organisations.find((o) => o.name === registerName(s))!;
      const advertised = nameKeys(advertisedName(s)).key;
      expect([org.key, ...org.aliases], s.name).toContain(advertised);
    }
  });
});

describe('demoJobs', () => {
  it('returns 250-350 jobs, identical on every call', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(250);
    expect(jobs.length).toBeLessThanOrEqual(350);
    expect(demoJobs(NOW)).toEqual(jobs);
    // Only the dates follow `now`.
    const later = demoJobs(new Date(NOW.getTime() + 10 * DAY));
    expect(later.map((j) => ({ ...j, postedAt: null }))).toEqual(jobs.map((j) => ({ ...j, postedAt: null })));
  });

  it('marks every row as demo: source csv, unique externalIds starting with demo-, .example URLs', () => {
    expect(new Set(jobs.map((j) => j.externalId)).size).toBe(jobs.length);
    for (const j of jobs) {
      expect(j.source).toBe('csv');
      expect(j.externalId).toMatch(/^demo-/);
      expect(j.url).toMatch(/^https:\/\/[a-z0-9-]+\.example\/careers\/[a-z0-9-]+$/);
      expect(j.country).toBe('GB');
    }
  });

  it('uses only demo companies, and no ad collapses into another on import', () => {
    const names = new Set(DEMO_COMPANIES.map(advertisedName));
    for (const j of jobs) expect(names).toContain(j.company);
    expect(new Set(jobs.map(dedupeKey)).size).toBe(jobs.length);
  });

  it('has sanitised HTML descriptions of 120-300 words, all different, each ending with how to apply', () => {
    expect(new Set(jobs.map((j) => j.descriptionHtml)).size).toBe(jobs.length);
    for (const j of jobs) {
      expect(sanitizeHtml(j.descriptionHtml)).toBe(j.descriptionHtml);
      expect(j.descriptionHtml).toMatch(/<ul><li>/);
      const words = j.descriptionText.split(/\s+/).length;
      expect(words, j.externalId).toBeGreaterThanOrEqual(120);
      expect(words, j.externalId).toBeLessThanOrEqual(300);
      expect(j.descriptionTruncated).toBe(false);
      const paragraphs = j.descriptionText.split('\n\n');
      const end = paragraphs.slice(-2).join(' ');
      expect(end, j.externalId).toMatch(/\bappl(?:y|ying|ications)\b/i);
    }
    // The sentences come from shared pools, but whole ads do not repeat: compare the first 400 characters too.
    expect(new Set(jobs.map((j) => j.descriptionText.slice(0, 400))).size).toBeGreaterThan(jobs.length * 0.9);
  });

  it('has realistic pay: yearly, hourly, daily and none; enough above and below the thresholds', () => {
    const periods = new Set(jobs.map((j) => j.salaryPeriod));
    for (const p of ['year', 'hour', 'day', null]) expect(periods).toContain(p);
    expect(jobs.filter((j) => j.salaryPeriod === 'hour').length).toBeGreaterThanOrEqual(15);
    expect(jobs.filter((j) => j.salaryPeriod === 'day').length).toBeGreaterThanOrEqual(8);
    expect(jobs.filter((j) => j.salaryPeriod === null).length).toBeGreaterThanOrEqual(15);
    const yearly = jobs
      .filter((j) => j.salaryPeriod)
      .map((j) => ({
        low: annualise(j.salaryMin ?? j.salaryMax, j.salaryPeriod!)!,
        high: annualise(j.salaryMax ?? j.salaryMin, j.salaryPeriod!)!,
      }));
    expect(yearly.filter((y) => y.low >= GENERAL_THRESHOLD).length).toBeGreaterThanOrEqual(30);
    expect(yearly.filter((y) => y.high < NEW_ENTRANT_THRESHOLD).length).toBeGreaterThanOrEqual(20);
    for (const y of yearly) {
      expect(y.low).toBeGreaterThan(20_000);
      expect(y.high).toBeLessThan(200_000);
    }
  });

  it('states pay in the ad the way our salary parser reads it', () => {
    for (const j of jobs) {
      const parsed = parseSalary(j.descriptionText);
      expect({ min: parsed?.min ?? null, max: parsed?.max ?? null, period: parsed?.period ?? null }, j.externalId).toEqual({
        min: j.salaryMin,
        max: j.salaryMax,
        period: j.salaryPeriod,
      });
      if (j.salaryText) expect(j.descriptionText).toContain(j.salaryText);
      expect(j.salaryCurrency).toBe(j.salaryPeriod ? 'GBP' : null);
    }
  });

  it('was posted within the last 45 days', () => {
    for (const j of jobs) {
      expect(j.postedAt).toBeInstanceOf(Date);
      const age = NOW.getTime() - j.postedAt!.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(45 * DAY);
    }
    const ages = new Set(jobs.map((j) => Math.floor((NOW.getTime() - j.postedAt!.getTime()) / DAY)));
    expect(ages.size).toBeGreaterThan(35);
  });

  it('words sponsorship so our detector finds ~15% offers, ~12% refusals and the rest silent', () => {
    const offers = count((i) => detections[i]!.stance === 'offers');
    const refusals = count((i) => detections[i]!.stance === 'refuses');
    const silent = count((i) => detections[i]!.stance === 'silent');
    expect(offers / jobs.length).toBeGreaterThanOrEqual(0.12);
    expect(offers / jobs.length).toBeLessThanOrEqual(0.18);
    expect(refusals / jobs.length).toBeGreaterThanOrEqual(0.09);
    expect(refusals / jobs.length).toBeLessThanOrEqual(0.15);
    expect(silent).toBe(jobs.length - offers - refusals);
    expect(detections.some((d) => d.mixed)).toBe(false);
    // Every verdict case is present: explicit and hedged offers, explicit and implied refusals.
    const kinds = new Set(detections.map((d) => `${d.stance}/${d.strength}`));
    for (const k of ['offers/explicit', 'offers/possible', 'refuses/explicit', 'refuses/implied', 'silent/null'])
      expect(kinds).toContain(k);
  });

  it('offers sponsorship only where the employer could: Skilled Worker sponsors, or agencies for a client', () => {
    const byName = new Map(DEMO_COMPANIES.map((c) => [advertisedName(c), c]));
    jobs.forEach((j, i) => {
      if (detections[i]!.stance !== 'offers') return;
      const c = byName.get(j.company)!;
      expect(c.agency || c.routes.includes(ROUTE_SKILLED_WORKER), j.company).toBe(true);
    });
  });

  it('has agency ads that speak of "our client" and never name the employer', () => {
    const agencyNames = new Set(DEMO_COMPANIES.filter((c) => c.agency).map(advertisedName));
    const employers = DEMO_COMPANIES.filter((c) => !c.agency).flatMap((c) => [c.name, advertisedName(c)]);
    const agencyJobs = jobs.filter((j) => agencyNames.has(j.company));
    expect(agencyJobs.length).toBeGreaterThanOrEqual(15);
    for (const j of agencyJobs) {
      expect(advertisesForClient(j.descriptionText), j.externalId).toBe(true);
      for (const e of employers) expect(j.descriptionText).not.toContain(e);
    }
    for (const j of jobs.filter((x) => !agencyNames.has(x.company))) expect(advertisesForClient(j.descriptionText)).toBe(false);
  });

  it("gives about a quarter of the ads an HR email on the employer's .example domain", () => {
    const withEmail = jobs.filter((j) => j.hrEmail);
    expect(withEmail.length / jobs.length).toBeGreaterThan(0.2);
    expect(withEmail.length / jobs.length).toBeLessThan(0.3);
    for (const j of withEmail) {
      const host = new URL(j.url!).host;
      expect(j.hrEmail).toMatch(new RegExp(`^[a-z.]+@${host.replace(/\./g, '\\.')}$`));
      expect(j.descriptionText).toContain(j.hrEmail!);
    }
  });

  it('spreads titles across towns (every title in at least 2), London first', () => {
    const towns = new Map<string, Set<string>>();
    for (const j of jobs) towns.set(j.title, (towns.get(j.title) ?? new Set()).add(cityOf(j.location)));
    for (const [title, set] of towns) expect(set.size, title).toBeGreaterThanOrEqual(2);
    const byTown = new Map<string, number>();
    for (const j of jobs) byTown.set(cityOf(j.location), (byTown.get(cityOf(j.location)) ?? 0) + 1);
    const ranked = [...byTown.entries()].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe('london');
    for (const town of [
      'manchester',
      'birmingham',
      'leeds',
      'edinburgh',
      'glasgow',
      'bristol',
      'cambridge',
      'oxford',
      'cardiff',
      'belfast',
      'newcastle upon tyne',
      'sheffield',
      'nottingham',
      'reading',
    ]) {
      expect(byTown.get(town) ?? 0, town).toBeGreaterThan(0);
    }
    expect(jobs.some((j) => j.remote === 'remote')).toBe(true);
    expect(jobs.some((j) => j.remote === 'hybrid')).toBe(true);
    expect(new Set(jobs.map((j) => j.contractType))).toEqual(new Set(['permanent', 'contract', 'temporary']));
    expect(new Set(jobs.map((j) => j.hours))).toEqual(new Set(['full_time', 'part_time']));
  });

  it('covers the titles our users search for', () => {
    const titles = new Set(jobs.map((j) => j.title));
    for (const t of [
      'Data Analyst',
      'Business Analyst',
      'BI Analyst',
      'Software Engineer',
      'Backend Developer',
      'Frontend Developer',
      'Data Scientist',
      'Machine Learning Engineer',
      'DevOps Engineer',
      'Product Manager',
      'UX Designer',
      'Accountant',
      'Financial Analyst',
      'Actuarial Analyst',
      'Mechanical Engineer',
      'Civil Engineer',
      'Electrical Engineer',
      'Research Associate',
      'Pharmacist',
      'Staff Nurse',
      'Senior Care Worker',
      'Chef de Partie',
      'Marketing Executive',
      'Graduate Analyst',
      'Maths Teacher',
      'Science Teacher',
      'Quantity Surveyor',
      'Solicitor',
    ]) {
      expect(titles, t).toContain(t);
    }
  });
});

// The demo employers must be invented: none may share a match key with an organisation on the real register.
describe('demo names against the real register', () => {
  it('matches no real organisation', () => {
    const real = realRegister();
    const keys = new Set(real.organisations.flatMap((o) => [o.key, ...o.aliases]));
    const clashes = DEMO_COMPANIES.flatMap((c) => [registerName(c), advertisedName(c)]).filter((n) => {
      const k = nameKeys(n);
      return [k.key, ...k.aliases].some((x) => keys.has(x));
    });
    expect(clashes).toEqual([]);
  });
});

describe('demo data files', () => {
  it('are read from data/*.json and checked: a file that does not fit its schema stops the start, naming the file and the entry', () => {
    const companies = readDemoData('companies', z.array(z.object({ slug: z.string() })));
    expect(companies.map((c) => c.slug)).toEqual(DEMO_COMPANIES.map((c) => c.slug));
    expect(() => readDemoData('roles', z.array(z.object({ key: z.number() })))).toThrow(
      /data\/roles\.json does not fit its schema[\s\S]*\[0\]\.key/,
    );
    expect(() => readDemoData('missing', z.unknown())).toThrow(/cannot read .*data\/missing\.json/);
  });
});
