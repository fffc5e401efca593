import type { FlashSponsorBlock, RightToWorkStatus, SalaryStatus, VerdictKind } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { getRightToWork, rightToWorkExpired } from '../account/index.ts';

/**
 * Whether Flash Apply leaves a job out by default (decision 055): for a person who needs a visa sponsor, a job
 * whose ad says no sponsorship, or whose employer is not a licensed sponsor for the Skilled Worker route, is
 * not sent unless the person includes it. The one place this is decided.
 */
export function sponsorBlock(verdictKind: string, needsSponsorship: boolean): FlashSponsorBlock | null {
  if (!needsSponsorship) return null;
  if (verdictKind === 'no_sponsorship') return 'no_sponsorship';
  if (verdictKind === 'not_on_register') return 'not_licensed';
  return null;
}

/** Statuses that let a person take a UK job without a sponsor, while they last (decision 051). */
const NO_SPONSOR_NEEDED = new Set<RightToWorkStatus>(['british_irish', 'settled', 'pre_settled', 'indefinite_leave', 'dependant']);

/**
 * Whether the person needs a sponsor, from the right to work declared on the account. Nothing declared, a status
 * that ends (Graduate, Student) or needs one (Skilled Worker, "needs sponsorship", other), or one whose date has
 * passed: a sponsor is needed (the product's users mostly do, and a job left out can be included in one click).
 */
export async function needsSponsorship(db: Db, userId: string): Promise<boolean> {
  const rtw = await getRightToWork(db, userId);
  return !rtw || !NO_SPONSOR_NEEDED.has(rtw.status) || rightToWorkExpired(rtw);
}

export const asVerdictKind = (v: string) => v as VerdictKind;
export const asSalaryStatus = (v: string) => v as SalaryStatus;
