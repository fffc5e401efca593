import type { FastifyInstance } from 'fastify';
import { markWarm } from './modules/health/index.ts';
import { loadSearchFacts, warmUpSearches } from './modules/search/index.ts';

/** Searches sent at once: enough to open and warm as many database connections as a busy instance uses. */
const CONCURRENCY = 8;
/** The warm-up stops sending after this long even with searches left (the instance is then ready, mostly warm). */
const BUDGET_MS = 45_000;

/**
 * Warms a starting instance before it takes traffic (decision 060): on PostgreSQL it sends itself the searches of
 * warmUpSearches through its own routes (parsing, planning, SQL, cards and the response's serialisation), each
 * from an address of TEST-NET-1 (192.0.2.0/24, never a client's) so no one's rate limit is used; the embedded
 * database (a development or test server) only loads the search facts. Then /api/ready answers 200.
 */
export async function warmUp(app: FastifyInstance): Promise<{ searches: number; ms: number }> {
  const started = Date.now();
  let sent = 0;
  if (app.database.kind === 'postgres') {
    const searches = await warmUpSearches(app.db);
    const lane = async () => {
      while (sent < searches.length && Date.now() - started < BUDGET_MS) {
        const n = sent++;
        await app.inject({ method: 'GET', url: `/api/jobs/search?${searches[n]}`, remoteAddress: `192.0.2.${(n % 254) + 1}` });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  } else {
    await loadSearchFacts(app.db);
  }
  markWarm(app);
  return { searches: sent, ms: Date.now() - started };
}
