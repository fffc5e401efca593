import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import { isLoopback } from '../../lib/network.ts';
import { storeJobs, type NormalizedJob } from '../ingest/index.ts';
import { AliasError } from '../sponsors/index.ts';
import { employerCommand, refreshCommand } from './commands.ts';
import { announceRegisterChanges } from '../watch/index.ts';
import { exclusively, refreshRegister } from './service.ts';
import { SourceUsageError } from './sources.ts';

/**
 * On PGlite only the server may open the data folder, so `npm run import:sponsors`, `import:jobs` and the
 * admin's `sources`/`imports`/`alias`/`unknown-employers` commands hand their work to the running server instead: over HTTP on this machine,
 * with a token the server writes to DATA_DIR/control-token (readable by its owner only) when it starts.
 */
const tokenFile = (config: Config) => join(config.dataDir, 'control-token');

const body = z.discriminatedUnion('op', [
  z.object({ op: z.literal('admin'), argv: z.array(z.string().max(2000)).max(50) }),
  z.object({ op: z.literal('register'), text: z.string(), source: z.string().max(2000) }),
  z.object({ op: z.literal('jobs'), jobs: z.array(z.record(z.string(), z.unknown())) }),
]);

export async function controlRoutes(app: FastifyInstance) {
  if (app.database.kind !== 'pglite') return;
  const token = randomBytes(32).toString('hex');
  app.addHook('onReady', async () => writeFile(tokenFile(app.config), token, { mode: 0o600 }));
  app.addHook('onClose', async () => rm(tokenFile(app.config), { force: true }));

  app.post('/internal/control', { bodyLimit: 256 * 1024 * 1024 }, async (request, reply) => {
    const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (!isLoopback(request.socket.remoteAddress) || given.length !== token.length || !timingSafeEqual(given, Buffer.from(token)))
      return reply.code(403).send({ error: { code: 'FORBIDDEN', message: 'Only a command on this machine with the server token' } });
    const input = body.parse(request.body);
    const { db, config } = app;
    if (input.op === 'admin') {
      try {
        return { lines: (await refreshCommand(db, input.argv)) ?? (await employerCommand(db, config.thresholds, input.argv)) ?? [] };
      } catch (err) {
        if (err instanceof SourceUsageError || err instanceof AliasError)
          return reply.code(400).send({ error: { code: 'USAGE', message: err.message } });
        throw err;
      }
    }
    if (input.op === 'register') {
      const r = await exclusively('register', () => refreshRegister(db, config, { text: input.text, source: input.source }));
      // Followers hear of the changes as after a scheduled refresh (what fails here, the next refresh sends).
      const told = await announceRegisterChanges(db, app.providers.mail, config.publicUrl, app.log).catch(() => ({ created: 0, sent: 0 }));
      return {
        lines: [
          `Imported by the running server: ${r.added} appeared, ${r.removed} disappeared, ` +
            `${r.ratingChanges} ratings and ${r.routeChanges} routes changed, ${r.changed} changed in all.`,
          `Checked ${r.verdicts.companies} employers and ${r.verdicts.jobs} jobs against the new register; ${told.created} notices for followers.`,
        ],
      };
    }
    const jobs = input.jobs.map((j) => ({ ...j, postedAt: j.postedAt ? new Date(j.postedAt as string) : null }) as NormalizedJob);
    const r = await storeJobs(db, jobs, { thresholds: config.thresholds });
    return {
      lines: [
        `Stored ${r.stored} jobs through the running server (${r.duplicates} duplicates folded; ` +
          `${r.companiesCreated} new employers, ${r.companiesMatched} on the register).`,
      ],
    };
  });
}

export class HandoffError extends Error {}

/** Sends work to the server that holds the embedded database; answers the lines it printed. */
export async function handToServer(config: Config, work: z.input<typeof body>): Promise<string[]> {
  let token: string;
  try {
    token = (await readFile(tokenFile(config), 'utf8')).trim();
  } catch {
    throw new HandoffError(
      `The database is in use, but no server token is in ${config.dataDir}: stop the other process, then run this again.`,
    );
  }
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  let res: Response;
  try {
    res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}/api/internal/control`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(work),
      signal: AbortSignal.timeout(30 * 60_000),
    });
  } catch (err) {
    throw new HandoffError(`The server holding ${config.dataDir} did not answer on port ${config.PORT}: ${(err as Error).message}`);
  }
  const answer = (await res.json().catch(() => ({}))) as { lines?: string[]; error?: { message?: string } };
  if (!res.ok) throw new HandoffError(`The server refused: ${answer.error?.message ?? res.status}`);
  return answer.lines ?? [];
}
