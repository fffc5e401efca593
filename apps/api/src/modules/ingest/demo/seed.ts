import { DEMO_REGISTER_SOURCE, getSetting, setSetting, type Db } from '@jobbridge/db';
import type { Config } from '../../../config/env.ts';
import { importRegister, readRegister, countSponsors } from '../../sponsors/index.ts';
import { storeJobs } from '../store.ts';
import { demoJobs } from './jobs.ts';
import { demoRegisterCsv } from './register.ts';

/** Bumped when the demo jobs change; a database with an older set gets the new one on its next start. */
const DEMO_JOBS_VERSION = 1;

/**
 * First start: the fictional demo employers, their demo register (only while no real register is loaded, and
 * never shown as the Home Office's) and 300 demo jobs, so every page has something to show. Marked `is_demo`.
 */
export async function seedDemoJobs(db: Db, config: Config): Promise<{ seeded: boolean }> {
  if (!config.SEED_DEMO_DATA) return { seeded: false };
  const version = await getSetting<number>(db, 'demo_jobs_version');
  if (version !== undefined && version >= DEMO_JOBS_VERSION) return { seeded: false };
  if ((await countSponsors(db)) === 0) await importRegister(db, readRegister(demoRegisterCsv()), DEMO_REGISTER_SOURCE);
  await storeJobs(db, demoJobs(new Date()), { thresholds: config.thresholds, isDemo: true });
  await setSetting(db, 'demo_jobs_version', DEMO_JOBS_VERSION);
  return { seeded: true };
}
