import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import { noBotCheck } from './off.ts';
import { turnstile } from './turnstile.ts';

/**
 * The bot check on sign-in and sign-up. `verify` resolves when the visitor passed and otherwise throws the
 * error the user sees: SECURITY_CHECK_REQUIRED (no token), SECURITY_CHECK_EXPIRED (used or timed out),
 * SECURITY_CHECK_FAILED (anything else, the service unreachable included).
 */
export interface BotCheck {
  verify(token: string | null | undefined, remoteIp: string): Promise<void>;
}

/** Cloudflare Turnstile when `TURNSTILE_SECRET` is set; otherwise no check (development). */
export function createBotCheck(config: Config, log: FastifyBaseLogger): BotCheck {
  if (config.TURNSTILE_SECRET) return turnstile({ secret: config.TURNSTILE_SECRET, verifyUrl: config.TURNSTILE_VERIFY_URL }, log);
  return noBotCheck;
}
