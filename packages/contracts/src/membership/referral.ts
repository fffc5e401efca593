import { z } from 'zod';

/** GET /api/app/referral */
export const referralResponse = z.object({
  code: z.string(),
  /** `${PUBLIC_URL}/signup?ref=CODE` */
  link: z.string(),
  /** Accounts that signed up through the link. */
  invited: z.number().int(),
  /** Of those, the ones that verified their email: these count towards the upgrade. */
  counted: z.number().int(),
  required: z.number().int(),
  /** What the programme has earned the user, in pence: the upgrade's value once claimed. */
  totalEarningPence: z.number().int(),
  upgradeUsed: z.boolean(),
  canUpgrade: z.boolean(),
});
export type Referral = z.infer<typeof referralResponse>;

/** POST /api/app/referral/upgrade: Premium for 30 days, once. */
export const referralUpgradeResponse = z.object({ tier: z.literal(3), expiresAt: z.iso.datetime(), orderId: z.uuid() });
