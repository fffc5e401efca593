import type { FlashSponsorBlock, SalaryStatus, VerdictKind } from '@jobbridge/contracts';

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

/**
 * Whether the person needs a sponsor. Until the account keeps a right-to-work status, everyone is taken to need
 * one (the product's users mostly do, and a job left out can be included in one click).
 */
export function needsSponsorship(_userId: string): Promise<boolean> {
  return Promise.resolve(true);
}

export const asVerdictKind = (v: string) => v as VerdictKind;
export const asSalaryStatus = (v: string) => v as SalaryStatus;
