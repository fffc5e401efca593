import { PLANS, type FlashAllowance, type Membership } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { paidUntil } from './memberships.ts';
import type { Config } from '../../config/env.ts';
import { lettersUsage, quotaSummary, quotaWindow } from './quota.ts';

/** GET /api/app/membership: the tier in force, its expiry and batch counts, and every quota's use. */
export async function membershipSummary(db: Db, userId: string, now: Date = new Date()): Promise<Membership> {
  const window = await quotaWindow(db, userId, now);
  const { tier, membership } = window;
  const plan = PLANS[tier.key];
  const until = membership ? await paidUntil(db, userId, 1, now) : null;
  const quotas = await quotaSummary(db, userId, window);
  // On Basic the batches are the month's Flash sends.
  const flash = quotas.find((q) => q.feature === 'flash');
  return {
    tier: tier.key,
    label: tier.label,
    plan: plan.name,
    identity: plan.identity,
    source: membership?.source ?? null,
    startsAt: membership?.starts_at.toISOString() ?? null,
    expiresAt: membership?.expires_at.toISOString() ?? null,
    extendedUntil: membership && until && until > membership.expires_at ? until.toISOString() : null,
    totalBatches: membership?.total_batches ?? tier.flash,
    usedBatches: membership?.used_batches ?? flash?.used ?? 0,
    quotas,
  };
}

/** Flash Apply's letters and daily caps, stated on the membership page (decision 052). */
export async function flashAllowance(db: Db, userId: string, config: Config, now: Date = new Date()): Promise<FlashAllowance> {
  const window = await quotaWindow(db, userId, now);
  const letters = await lettersUsage(db, userId, window);
  return {
    letters: { ...letters, perHour: config.FLASH_LETTERS_PER_HOUR },
    daily: {
      emails: config.FLASH_DAILY_LIMIT,
      recipients: config.FLASH_DAILY_RECIPIENT_LIMIT,
      perCompany: config.FLASH_COMPANY_DAILY_LIMIT,
    },
  };
}
