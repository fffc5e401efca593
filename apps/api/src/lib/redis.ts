import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection the per-address rate limits count in (REDIS_URL). Short timeouts, one retry and no
 * queue while disconnected: a request never waits on Redis. While it is unreachable the limits are skipped (the
 * plugin's `skipOnError`); the limits that protect accounts are kept in the database (lib/throttle.ts) and hold.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 500, commandTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  redis.on('error', (err: Error) => {
    // ioredis reports every failed reconnect; one line per outage is enough.
    if (!down) log.warn({ err: err.message }, 'redis unreachable: per-address rate limits are off until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('redis reachable again: per-address rate limits are shared again');
    down = false;
  });
  return redis;
}
