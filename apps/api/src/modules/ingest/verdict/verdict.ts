import type { JobVerdict, SponsorGroup, VerdictReason } from '@jobbridge/contracts';
import type { SalaryCheck } from './salary-check.ts';
import type { SponsorshipDetection } from './sponsorship-text.ts';

/**
 * The sponsor verdict of one job, from what the ad says, the register match and the salary check.
 *
 * A wrong "licensed sponsor" is worse than a missed one, so every rule below prefers `unknown` when unsure.
 * Precedence (the first rule that applies decides `kind`; reasons list the deciding code first):
 *
 * 1. The ad refuses → `no_sponsorship` (`AD_REFUSES`, or `AD_REQUIRES_RIGHT_TO_WORK` for "you must already
 *    have the right to work in the UK"). It beats a licence: the ad is about this job, the licence about the
 *    employer. A confident register match still returns its rating and routes.
 * 2. The ad offers → `offers_sponsorship` (`AD_OFFERS`, or `AD_OFFERS_POSSIBLE` for "may be considered").
 *    A confident register match keeps its rating and routes; a confident "not found" is added as a reason
 *    (the ad may name a brand, or the licence may be new), never as the kind.
 * 3. A recruitment agency advertising for a client it does not name → `unknown` (`AGENCY_UNNAMED_CLIENT`).
 *    The agency's own licence says nothing about the client, so it is never shown.
 * 4. No usable employer name (when the caller passes `employerName` and it is blank) → `unknown`
 *    (`EMPLOYER_UNKNOWN`).
 * 5. A confident register match (confidence ≥ {@link MATCH_CONFIDENCE_MIN}):
 *    - Skilled Worker among its routes → `licensed_sponsor` (`ON_REGISTER`, plus `ON_REGISTER_GROUP` when the
 *      name is a brand licensed through several organisations, and `RATING_B` for a B-rated licence, which
 *      cannot assign new certificates of sponsorship until it is upgraded).
 *    - Only other routes (e.g. Creative Worker, Charity Worker, Global Business Mobility) →
 *      `not_on_register` (`ON_REGISTER_OTHER_ROUTES_ONLY`): for a Skilled Worker seeker this employer cannot
 *      sponsor; the rating and routes are returned so the web app can say what the licence is for.
 * 6. A register candidate below the confidence bar → `unknown` (`LOW_CONFIDENCE`).
 * 7. No register candidate: if the matcher's best score is still near ({@link NEAR_MISS_CONFIDENCE} or
 *    more) the name may be a variant → `unknown` (`LOW_CONFIDENCE`); otherwise a confident non-match →
 *    `not_on_register` (`NOT_FOUND`).
 * For rules 3–7 the ad's silence is added (`AD_SILENT`, or `AD_MIXED_SIGNALS` when it both offered and
 * refused). The salary reason always comes last; the salary never changes the kind.
 */

/** A register match at or above this confidence is trusted (the matcher scores 0–1). */
export const MATCH_CONFIDENCE_MIN = 0.9;
/** With no match, a best candidate scoring this much or more makes "not on the register" unsafe. */
export const NEAR_MISS_CONFIDENCE = 0.6;

export interface RegisterSponsor {
  organisationName: string;
  /** The register's "Type & Rating", e.g. "Worker (A rating)". */
  rating: string | null;
  /** The register's routes, e.g. ["Skilled Worker", "Global Business Mobility: Senior or Specialist Worker"]. */
  routes: string[];
}

export interface VerdictInput {
  /** The matched register organisation, or null when the matcher found none. */
  sponsor: RegisterSponsor | null;
  /** The brand's register organisations, when the matcher matched a group of them (docs/decisions/021-…). */
  group?: SponsorGroup | null;
  /** The matcher's score for `sponsor`, or (when `sponsor` is null) for its best rejected candidate; 0 if none. */
  matchConfidence: number;
  /** The ad is posted by a recruitment agency for a client it does not name. */
  isAgency: boolean;
  /** The advertised employer name, when known; a blank one gives `unknown`. Leave it out if already checked. */
  employerName?: string | null;
  sponsorship: SponsorshipDetection;
  salary: SalaryCheck;
}

/** The register's Skilled Worker route (older registers called it "Tier 2 General"). */
export function isSkilledWorkerRoute(route: string): boolean {
  const r = route.replace(/\s+/g, ' ').trim().toLowerCase();
  return r === 'skilled worker' || r === 'tier 2 general' || r === 'tier 2 (general)';
}

export function isBRated(rating: string | null): boolean {
  return rating !== null && /\bB rating\b/i.test(rating);
}

const SALARY_REASON: Record<SalaryCheck['status'], VerdictReason> = {
  meets: 'SALARY_MEETS',
  meets_new_entrant: 'SALARY_MEETS_NEW_ENTRANT',
  depends_on_offer: 'SALARY_DEPENDS_ON_OFFER',
  below: 'SALARY_BELOW',
  unknown: 'SALARY_UNKNOWN',
};

export function jobVerdict(input: VerdictInput): JobVerdict {
  const { sponsor, matchConfidence, isAgency, sponsorship, salary } = input;
  const nameMissing = input.employerName !== undefined && (input.employerName ?? '').trim() === '';

  const confident = !isAgency && !nameMissing && sponsor !== null && matchConfidence >= MATCH_CONFIDENCE_MIN;
  const skilledWorker = confident && sponsor.routes.some(isSkilledWorkerRoute);
  const confidentlyAbsent = !isAgency && !nameMissing && sponsor === null && matchConfidence < NEAR_MISS_CONFIDENCE;

  const registerReasons: VerdictReason[] = [];
  if (confident) {
    registerReasons.push(skilledWorker ? 'ON_REGISTER' : 'ON_REGISTER_OTHER_ROUTES_ONLY');
    if (skilledWorker && input.group) registerReasons.push('ON_REGISTER_GROUP');
    if (skilledWorker && isBRated(sponsor.rating)) registerReasons.push('RATING_B');
  }

  const result = (kind: JobVerdict['kind'], reasons: VerdictReason[]): JobVerdict => ({
    kind,
    rating: confident ? sponsor.rating : null,
    routes: confident ? [...sponsor.routes] : [],
    salary: {
      status: salary.status,
      annualMin: salary.annualMin,
      annualMax: salary.annualMax,
      threshold: salary.threshold,
      newEntrantThreshold: salary.newEntrantThreshold,
    },
    reasons: [...reasons, SALARY_REASON[salary.status]],
    evidence: sponsorship.stance === 'silent' ? null : sponsorship.evidence,
    group: confident ? (input.group ?? null) : null,
  });

  // Where the employer stands, for ads that decide the kind themselves.
  const context: VerdictReason[] = isAgency
    ? ['AGENCY_UNNAMED_CLIENT']
    : nameMissing
      ? ['EMPLOYER_UNKNOWN']
      : confident
        ? registerReasons
        : confidentlyAbsent
          ? ['NOT_FOUND']
          : ['LOW_CONFIDENCE'];

  // 1. The ad refuses.
  if (sponsorship.stance === 'refuses') {
    const ad: VerdictReason = sponsorship.strength === 'implied' ? 'AD_REQUIRES_RIGHT_TO_WORK' : 'AD_REFUSES';
    return result('no_sponsorship', [ad, ...context]);
  }
  // 2. The ad offers.
  if (sponsorship.stance === 'offers') {
    const ad: VerdictReason = sponsorship.strength === 'possible' ? 'AD_OFFERS_POSSIBLE' : 'AD_OFFERS';
    return result('offers_sponsorship', [ad, ...context]);
  }

  const adSilent: VerdictReason = sponsorship.mixed ? 'AD_MIXED_SIGNALS' : 'AD_SILENT';
  // 3. Agency for an unnamed client.
  if (isAgency) return result('unknown', ['AGENCY_UNNAMED_CLIENT', adSilent]);
  // 4. No employer name.
  if (nameMissing) return result('unknown', ['EMPLOYER_UNKNOWN', adSilent]);
  // 5. Confident register match.
  if (confident) return result(skilledWorker ? 'licensed_sponsor' : 'not_on_register', [...registerReasons, adSilent]);
  // 6–7. No confident match.
  if (confidentlyAbsent) return result('not_on_register', ['NOT_FOUND', adSilent]);
  return result('unknown', ['LOW_CONFIDENCE', adSilent]);
}
