/** What other modules may use of membership: the tier in force and quota uses (decision 024). */
export { currentTier } from './current-tier.ts';
export { consume, quotaWindow, release, remaining, withUse } from './quota.ts';
