import type { BotCheck } from './index.ts';

/** The local default: no secret configured, everyone passes (development; the sign-up limits still apply). */
export const noBotCheck: BotCheck = {
  async verify() {},
};
