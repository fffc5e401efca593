import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Queue } from 'pg-boss';
import type { z } from 'zod';
import type { Config } from '../config/env.ts';

/** Retries, expiry, retention and policy of a job's queue (pg-boss queue options). */
type QueueSettings = Omit<Queue, 'name'>;

interface JobContext {
  /** The app: `app.db`, `app.config`, `app.mailer`, `app.providers`… */
  app: FastifyInstance;
  log: FastifyBaseLogger;
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the job expires or the server stops. */
  signal: AbortSignal;
}

/**
 * One background job: its queue name, the payload's schema (checked when sent and again when run) and the
 * handler. Delivery is at least once (a server killed mid-job runs it again), so handlers must be safe to
 * run twice. How to add one: decision 022.
 */
export interface JobDefinition<P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  queue: (config: Config) => QueueSettings;
  handler: (payload: P, ctx: JobContext) => Promise<void>;
  /** A recurring job: a cron expression (UTC) and the payload each run gets (or a setting's: none when off). */
  schedule?: { cron: string; payload: P } | ((config: Config) => { cron: string; payload: P } | undefined);
  /** Seconds between looks for new jobs (default 2): less for work a person is waiting on. */
  pollSeconds?: number;
  /** Jobs of this queue run at once in one process (default: one at a time, fetched eight at once). */
  workers?: number;
  /** Registered only when this says so (default: always). */
  enabled?: (config: Config) => boolean;
}

export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

/** Any job, for lists of jobs whose payloads differ (each is checked by its own schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payload type varies across the list
export type AnyJobDefinition = JobDefinition<any>;
