import { prepareTestTemplate } from '@jobbridge/db/testing';
import { loadConfig } from '../src/config/env.ts';
import { jobs } from '../src/queue/index.ts';

/** Vitest global setup for every project: one migrated template per run, the app's queues already in it. */
export default async function setup() {
  const config = loadConfig({ NODE_ENV: 'test' });
  return prepareTestTemplate({ queues: jobs.map((job) => ({ name: job.name, options: job.queue(config) })) });
}
