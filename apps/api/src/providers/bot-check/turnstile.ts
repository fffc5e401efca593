import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { BotCheck } from './types.ts';

/**
 * Cloudflare Turnstile's siteverify: a form POST of secret, response token and the visitor's address; the
 * answer is `{ success, error-codes }`. `verifyUrl` points it at a fake on 127.0.0.1 in tests.
 */
export function turnstile(options: { secret: string; verifyUrl: string }, log: FastifyBaseLogger): BotCheck {
  return {
    async verify(token, remoteIp) {
      if (!token) throw new AppError('SECURITY_CHECK_REQUIRED');
      let result: { success?: boolean; 'error-codes'?: string[] };
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(10_000),
        });
        result = (await res.json()) as typeof result;
      } catch (err) {
        log.error({ err }, 'turnstile siteverify unreachable');
        throw new AppError('SECURITY_CHECK_FAILED');
      }
      if (result.success === true) return;
      if (result['error-codes']?.includes('timeout-or-duplicate')) throw new AppError('SECURITY_CHECK_EXPIRED');
      throw new AppError('SECURITY_CHECK_FAILED');
    },
  };
}
