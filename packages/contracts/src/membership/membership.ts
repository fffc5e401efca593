import { z } from 'zod';
import { TIER_FEATURES, type TierFeature } from './tiers.ts';

/**
 * The quota features the server enforces (apps/api/src/modules/membership/quota.ts): the tier table's words,
 * the same as the plan cards' (docs/decisions/024-quota-reservations.md).
 */
export const QUOTA_FEATURES = TIER_FEATURES;
export type QuotaFeature = TierFeature;

/**
 * - `membership`: used up over the current membership (30 days), or the calendar month on Basic (helper).
 * - `month`: the same window as `membership` (flash sends and totaljobs recommendations are "per month").
 * - `each`: a cap on one action (flashBunchCount positions in one batch, recipients of one email).
 * - `standing`: how many one may keep at once (profile, resume templates, stats insights); the owning feature
 *   counts them.
 */
export const QUOTA_KINDS = ['membership', 'month', 'each', 'standing'] as const;

export const quotaSchema = z.object({
  feature: z.enum(QUOTA_FEATURES),
  kind: z.enum(QUOTA_KINDS),
  limit: z.number().int(),
  /** Used in the current window; null for caps (`each`, `standing`). */
  used: z.number().int().nullable(),
  remaining: z.number().int(),
  /** When the window ends (the membership's expiry, or the first of next month on Basic); null for caps. */
  resetsAt: z.iso.datetime().nullable(),
});
export type Quota = z.infer<typeof quotaSchema>;

/** GET /api/app/membership */
export const membershipResponse = z.object({
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  label: z.enum(['Free Membership', 'VIP Membership', 'SVIP Membership']),
  plan: z.enum(['Basic', 'Plus', 'Premium']),
  identity: z.enum(['Free', 'VIP', 'SVIP']),
  source: z.enum(['purchase', 'referral']).nullable(),
  startsAt: z.iso.datetime().nullable(),
  /** Null on Basic (it never expires). */
  expiresAt: z.iso.datetime().nullable(),
  /** Days of paid membership already bought after the current one (a purchase while active extends). */
  extendedUntil: z.iso.datetime().nullable(),
  totalBatches: z.number().int(),
  usedBatches: z.number().int(),
  quotas: z.array(quotaSchema),
  /**
   * Flash Apply's cover letters in the current window (limit null: unlimited, at most `perHour` an hour) and the
   * caps per 24 hours (decision 052). Always sent by the server.
   */
  flashAllowance: z
    .object({
      letters: z.object({
        limit: z.number().int().nullable(),
        used: z.number().int(),
        remaining: z.number().int().nullable(),
        /** The fair-use rate of a plan without a number of letters. */
        perHour: z.number().int(),
        resetsAt: z.iso.datetime(),
      }),
      daily: z.object({ emails: z.number().int(), recipients: z.number().int(), perCompany: z.number().int() }),
    })
    .optional(),
});
export type FlashAllowance = NonNullable<z.infer<typeof membershipResponse>['flashAllowance']>;
export type Membership = z.infer<typeof membershipResponse>;
