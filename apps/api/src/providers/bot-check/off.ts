import type { BotCheck } from './types.ts';

/** The local default: no secret configured, everyone passes (development; the sign-up limits still apply). */
export const noBotCheck: BotCheck = {
  async verify() {},
};
