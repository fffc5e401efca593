import { RECOMMENDATION_COUNT, type Recommendations } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { consume, quotaWindow, remaining } from '../membership/index.ts';
import { cityOf } from '../ingest/index.ts';
import { listProfiles } from '../resumes/index.ts';
import { searchHistory, translateLocation, translateQuery } from '../search/index.ts';
import { toCard } from './present.ts';
import * as repo from './repository.ts';

type Basis = Recommendations['basis'];

/** How many of the newest matches are scored (an index walk however common the role's words are). */
const CANDIDATES = 300;

/** The roles and town to recommend from: the caller's resume profile, else recent searches, else saved jobs. */
async function recommendationBasis(db: Db, userId: string): Promise<Basis> {
  const profile = await profileBasis(db, userId);
  if (profile) return profile;

  const searches = (await searchHistory(db, userId)).slice(0, 10);
  const searchedRoles = distinct(searches.map((s) => s.q));
  if (searchedRoles.length) {
    return {
      source: 'searches',
      roles: searchedRoles.slice(0, 3),
      location: searches.find((s) => s.location.trim())?.location.trim() ?? null,
    };
  }

  const saved = await repo.markedTitles(db, userId, 10);
  const savedRoles = distinct(saved.map((s) => s.title));
  if (savedRoles.length) return { source: 'saved', roles: savedRoles.slice(0, 3), location: saved[0]?.location ?? null };

  return { source: 'none', roles: [], location: null };
}

/** The newest resume profile's role and past roles, and the town of its address. */
async function profileBasis(db: Db, userId: string): Promise<Basis | null> {
  const data = newestWithRole(await listProfiles(db, userId));
  if (!data) return null;
  const roles = distinct([data.role ?? '', ...(data.work ?? []).map((w) => w.role ?? '')]).slice(0, 3);
  // "12 Example Street, Manchester M1 1AA" → "Manchester": the part before the postcode, if any.
  const parts = (data.address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const town = parts.length ? (parts[parts.length - 1] ?? '').replace(/\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i, '').trim() : '';
  return { source: 'profile', roles, location: town || null };
}

interface ProfileBasisData {
  role?: string;
  address?: string;
  work?: { role?: string }[];
}

/** The data of the newest profile (completed last, else edited last) that names a role. */
function newestWithRole(profiles: { data: unknown; completedAt: Date | null; updatedAt: Date }[]): ProfileBasisData | undefined {
  const time = (d: Date | null) => d?.getTime() ?? -Infinity;
  const withRole = profiles.filter((p) => ((p.data as ProfileBasisData | null)?.role ?? '').trim() !== '');
  withRole.sort((a, b) => time(b.completedAt) - time(a.completedAt) || b.updatedAt.getTime() - a.updatedAt.getTime());
  return withRole[0]?.data as ProfileBasisData | undefined;
}

function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const v = value.trim();
    if (!v || seen.has(v.toLowerCase())) continue;
    seen.add(v.toLowerCase());
    out.push(v);
  }
  return out;
}

/**
 * Smart matching (docs/product.md §9: 6 positions). Among the newest matches of any of the roles, jobs the caller has not
 * applied to and whose ad does not refuse sponsorship, scored by how well the words match (title counts most),
 * then sponsor-friendly verdicts and the caller's town. The plan's `totaljobs` counts distinct jobs shown in the
 * quota period, not page views: a job shown for the first time in the period uses one, showing it again is
 * free; once they are used up, only jobs shown before in the period are listed.
 */
export async function recommendJobs(db: Db, userId: string, now: Date = new Date()): Promise<Recommendations> {
  const basis = await recommendationBasis(db, userId);
  if (!basis.roles.length) return { items: [], basis, limitReached: false };
  const window = await quotaWindow(db, userId, now);
  const city = basis.location ? cityOf(translateLocation(basis.location)) : '';
  const ranked = await repo.recommendationRows(db, {
    userId,
    roles: basis.roles.map((role) => translateQuery(role)),
    city,
    period: window.period,
    candidates: CANDIDATES,
    limit: RECOMMENDATION_COUNT * 5,
  });

  // The best six, new ones only while the period's allowance lasts.
  let allowance = await remaining(db, userId, 'totaljobs', now);
  const picked: typeof ranked = [];
  let limitReached = false;
  for (const row of ranked) {
    if (picked.length === RECOMMENDATION_COUNT) break;
    if (row.shown_before) picked.push(row);
    else if (allowance > 0) {
      picked.push(row);
      allowance--;
    } else limitReached = true;
  }
  const fresh = picked.filter((r) => !r.shown_before);
  if (fresh.length) {
    // Record the jobs and use the allowance for those this request recorded first, in one transaction: two
    // views at once (the home page and /jobs, or a second tab) find each other's rows and count a job once
    // (inserted in id order, so two such transactions cannot deadlock).
    try {
      await db.transaction(async (tx) => {
        const added = await repo.recordRecommended(
          tx,
          userId,
          window.period,
          fresh.map((r) => Number(r.id)),
          now,
        );
        if (added.length) await consume(tx, userId, 'totaljobs', added.length, now);
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'RECOMMENDATIONS_LIMIT_REACHED') throw err;
      // Another view used the allowance meanwhile: this answer lists only what the period has shown.
      const ids = await repo.recommendedIds(db, userId, window.period);
      return { items: picked.filter((r) => ids.has(Number(r.id))).map(toCard), basis, limitReached: true };
    }
  }
  return { items: picked.map(toCard), basis, limitReached };
}
