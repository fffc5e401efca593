import { ANALYSIS_SECTORS, SALARY_BANDS, type CompanyAnalysis } from '@jobbridge/contracts';
import { DEMO_REGISTER_SOURCE, shownRegisterImport, type Db } from '@jobbridge/db';
import { REGION_KEYS, regionOf } from './regions.ts';
import * as repo from './repository.ts';
import { sectorOf } from './sectors.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Counts per key, in the given key order, zero for keys nobody has. */
function ordered(keys: readonly string[], counts: Map<string, number>) {
  return keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

/**
 * The figures of the /company page, of the data the site shows: the real register, else the bundled demo
 * register; the real jobs, else the demo jobs (never both mixed). Each says which (`demo`), and the page says so.
 */
export async function computeAnalysis(db: Db, thresholds: { general: number; newEntrant: number }): Promise<CompanyAnalysis> {
  const register = await shownRegisterImport(db);
  const [jobTotals, history] = await Promise.all([
    repo.jobTotals(db),
    repo.registerHistory(db, DEMO_REGISTER_SOURCE, 36, register?.demo ?? false),
  ]);
  const demoJobs = jobTotals.real.total === 0 && jobTotals.demo.total > 0;
  const totals = demoJobs ? jobTotals.demo : jobTotals.real;

  let sponsors: CompanyAnalysis['sponsors'] = { total: 0, byRoute: [], byRating: [], byTown: [], byRegion: [] };
  if (register) {
    const [total, byRoute, byRating, byTown, places] = await Promise.all([
      repo.sponsorTotal(db),
      repo.sponsorsByRoute(db),
      repo.sponsorsByRating(db),
      repo.sponsorsByTown(db, 20),
      repo.sponsorsByPlace(db),
    ]);
    const regions = new Map<string, number>();
    for (const p of places) {
      const region = regionOf(p.county, p.town);
      regions.set(region, (regions.get(region) ?? 0) + p.count);
    }
    const byRegion = ordered(REGION_KEYS, regions).sort((a, b) => b.count - a.count);
    sponsors = { total, byRoute, byRating, byTown, byRegion };
  }

  let jobsPart: CompanyAnalysis['jobs'] = {
    demo: demoJobs,
    sponsored: totals.sponsored,
    total: totals.total,
    bySector: [],
    bySalaryBand: [],
    topHiring: [],
  };
  if (totals.sponsored > 0) {
    const [titles, bands, top] = await Promise.all([
      repo.sponsoredTitles(db, demoJobs),
      repo.sponsoredBySalaryBand(db, thresholds.general, thresholds.newEntrant, demoJobs),
      repo.topHiringSponsors(db, 10, demoJobs),
    ]);
    const sectors = new Map<string, number>();
    for (const t of titles) sectors.set(sectorOf(t.title), (sectors.get(sectorOf(t.title)) ?? 0) + t.count);
    jobsPart = {
      ...jobsPart,
      bySector: ordered(ANALYSIS_SECTORS, sectors)
        .filter((b) => b.count > 0)
        .sort((a, b) => b.count - a.count),
      bySalaryBand: ordered(SALARY_BANDS, new Map(bands.map((b) => [b.key, b.count]))),
      topHiring: top,
    };
  }

  return {
    generatedAt: new Date().toISOString(),
    register: register
      ? { importedAt: iso(register.importedAt), organisations: register.organisations, source: register.source, demo: register.demo }
      : null,
    jobsUpdatedAt: totals.updatedAt ? iso(totals.updatedAt) : null,
    thresholds,
    sponsors,
    registerChanges: history.map((h) => ({
      importedAt: iso(h.imported_at),
      organisations: h.organisations,
      added: h.added,
      removed: h.removed,
    })),
    jobs: jobsPart,
  };
}
