import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import { noBotCheck } from './off.ts';
import { turnstile } from './turnstile.ts';
import type { BotCheck } from './types.ts';

export * from './types.ts';

/** Cloudflare Turnstile when `TURNSTILE_SECRET` is set; otherwise no check (development). */
export function createBotCheck(config: Config, log: FastifyBaseLogger): BotCheck {
  if (config.TURNSTILE_SECRET) return turnstile({ secret: config.TURNSTILE_SECRET, verifyUrl: config.TURNSTILE_VERIFY_URL }, log);
  return noBotCheck;
}
