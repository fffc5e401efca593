import { createQueue } from '@jobbridge/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobResult, PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { AnyJobDefinition, JobDefinition } from '../queue/define.ts';
import { queueTestJob } from '../queue/queue-test.ts';

interface SendOptions {
  /** Idempotency key: while a job with this key waits or runs (per the job's policy), another is not added. */
  singletonKey?: string;
  /** Seconds from now, or a time. */
  startAfter?: number | Date;
}

interface AppQueue {
  /** True between the app being ready and its closing, when QUEUE_ENABLED. */
  readonly running: boolean;
  /** Enqueues a job after checking its payload; null when the singletonKey turned it away. */
  send<P>(job: JobDefinition<P>, payload: P, options?: SendOptions): Promise<string | null>;
  /** pg-boss itself (tests, tools); null when the queue is disabled. */
  readonly boss: PgBoss | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: AppQueue;
  }
}

/** Jobs in one fetch: more than one so that a backlog is not drained one poll interval per job. */
const BATCH_SIZE = 8;
/** How long closing waits for running jobs; later ones are left to run again after a restart. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * The durable queue (pg-boss, decision 022) in this process: on PostgreSQL over its own small pool, on PGlite
 * through the server's one embedded connection. Started when the app is ready, stopped gracefully on close.
 */
export default fp(
  async function queue(app: FastifyInstance, opts: { jobs: readonly AnyJobDefinition[] }) {
    const config = app.config;
    const definitions = opts.jobs.filter((d) => d.enabled?.(config) ?? true);
    const known = new Set(definitions.map((d) => d.name));

    if (!config.QUEUE_ENABLED) {
      app.decorate('queue', {
        running: false,
        boss: null,
        send: () => Promise.reject(new Error('the queue is disabled (QUEUE_ENABLED=false)')),
      } satisfies AppQueue);
      return;
    }

    // Test jobs expire in seconds, so lost ones must be looked for as often.
    const fast = config.QUEUE_TEST_JOBS;
    const boss = createQueue(app.database, fast ? { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 } : {});
    boss.on('error', (err) => app.log.error({ err }, 'queue error'));
    boss.on('warning', (warning) => app.log.warn({ warning }, 'queue warning'));
    let running = false;

    app.decorate('queue', {
      get running() {
        return running;
      },
      boss,
      async send(job, payload, options = {}) {
        if (!known.has(job.name)) throw new Error(`no such job: ${job.name}`);
        if (!running) throw new Error('the queue is not running');
        const data = job.payload.parse(payload) as object;
        return boss.send(job.name, data, { singletonKey: options.singletonKey, startAfter: options.startAfter });
      },
    } satisfies AppQueue);

    app.addHook('onReady', async () => {
      await boss.start();
      // Each queue is a table: create the missing ones, and update settings only where they changed.
      const schedules = await boss.getSchedules();
      const existing = new Map((await boss.getQueues(definitions.map((d) => d.name))).map((q) => [q.name, q]));
      for (const job of definitions) {
        const settings = job.queue(config);
        const current = existing.get(job.name);
        if (!current) await boss.createQueue(job.name, settings);
        else {
          const { policy: _policy, deadLetter: _deadLetter, partition: _partition, ...changeable } = settings;
          const differs = Object.entries(changeable).some(([key, value]) => current[key as keyof typeof current] !== value);
          if (differs) await boss.updateQueue(job.name, changeable);
        }
        const work = {
          batchSize: job.workers ? 1 : BATCH_SIZE,
          localConcurrency: job.workers ?? 1,
          pollingIntervalSeconds: fast ? 0.5 : (job.pollSeconds ?? 2),
          perJobResults: true as const,
        };
        await boss.work(job.name, work, (batch) => runBatch(app, job, batch));
        const schedule = typeof job.schedule === 'function' ? job.schedule(config) : job.schedule;
        if (schedule && !schedules.some((s) => s.name === job.name && s.cron === schedule.cron))
          await boss.schedule(job.name, schedule.cron, schedule.payload as object, { tz: 'UTC' });
        else if (!schedule && typeof job.schedule === 'function' && schedules.some((s) => s.name === job.name))
          await boss.unschedule(job.name);
      }
      running = true;
    });

    app.addHook('onClose', async () => {
      running = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    });

    if (config.QUEUE_TEST_JOBS && !config.isProduction) {
      app.post('/api/dev/queue-test', async (request, reply) => {
        const body = z.object({ key: z.string(), ms: z.number(), delaySeconds: z.number().int().min(0).optional() }).parse(request.body);
        const id = await app.queue.send(queueTestJob, { key: body.key, ms: body.ms }, { startAfter: body.delaySeconds });
        return reply.code(202).send({ id });
      });
    }
  },
  { name: 'queue', dependencies: ['config', 'db', 'mail'] },
);

/** Each job in a batch succeeds or fails on its own; a failed one is retried per its queue's policy. */
async function runBatch<P>(
  app: FastifyInstance,
  job: JobDefinition<P>,
  batch: { id: string; data: unknown; retryCount: number; signal: AbortSignal }[],
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const item of batch) {
    const log = app.log.child({ job: job.name, jobId: item.id, retryCount: item.retryCount });
    try {
      const payload = job.payload.parse(item.data);
      await job.handler(payload, { app, log, jobId: item.id, retryCount: item.retryCount, signal: item.signal });
      results.push({ id: item.id, status: 'completed' });
    } catch (err) {
      log.warn({ err }, 'job failed');
      results.push({ id: item.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } });
    }
  }
  return results;
}
