import { ANALYSIS_SECTORS, SALARY_BANDS, type CompanyAnalysis } from '@jobbridge/contracts';
import { DEMO_REGISTER_SOURCE, latestRegisterImport, type Db } from '@jobbridge/db';
import { REGION_KEYS, regionOf } from './regions.ts';
import * as repo from './repository.ts';
import { sectorOf } from './sectors.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Counts per key, in the given key order, zero for keys nobody has. */
function ordered(keys: readonly string[], counts: Map<string, number>) {
  return keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

/**
 * The figures of the /company page. Without a real register import there are no sponsor figures (the demo
 * register's fictional employers are not analysed); job figures never count demo jobs.
 */
export async function computeAnalysis(db: Db, thresholds: { general: number; newEntrant: number }): Promise<CompanyAnalysis> {
  const register = await latestRegisterImport(db);
  const [totals, history] = await Promise.all([repo.jobTotals(db), repo.registerHistory(db, DEMO_REGISTER_SOURCE, 36)]);

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
    sponsored: totals.sponsored,
    total: totals.total,
    bySector: [],
    bySalaryBand: [],
    topHiring: [],
  };
  if (totals.sponsored > 0) {
    const [titles, bands, top] = await Promise.all([
      repo.sponsoredTitles(db),
      repo.sponsoredBySalaryBand(db, thresholds.general, thresholds.newEntrant),
      repo.topHiringSponsors(db, 10),
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
    register: register ? { importedAt: iso(register.importedAt), organisations: register.organisations, source: register.source } : null,
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
