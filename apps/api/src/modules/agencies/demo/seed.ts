import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getSetting, setSetting, type Db } from '@jobbridge/db';
import type { Config } from '../../../config/env.ts';
import { readAgencies, type AgencyInput } from '../input.ts';
import { importAgencies } from '../service.ts';

/** Bumped when the demo agencies change; a database with an older set gets the new one on its next start. */
const DEMO_AGENCIES_VERSION = 1;
const FILES = ['job-agencies', 'cn-agencies'] as const;

/**
 * The fictional demo agencies (data/*.json: invented names, `.example` websites, Ofcom drama phone numbers), read
 * through the same schema as `npm run admin -- agencies import`; a file edited by hand fails loudly, naming the row.
 */
function demoAgencies(): AgencyInput[] {
  return FILES.flatMap((name) => {
    const path = fileURLToPath(new URL(`./data/${name}.json`, import.meta.url));
    const { rows, errors } = readAgencies(readFileSync(path, 'utf8'), 'json');
    if (errors.length) throw new Error(`demo agencies: ${path}:\n${errors.map((e) => `row ${e.row}: ${e.message}`).join('\n')}`);
    return rows.map((row) => ({ ...row, isDemo: true }));
  });
}

/** First start (with SEED_DEMO_DATA): the demo agencies, marked is_demo, so the agency pages have something to show. */
export async function seedDemoAgencies(db: Db, config: Config): Promise<{ seeded: boolean }> {
  if (!config.SEED_DEMO_DATA) return { seeded: false };
  const version = await getSetting<number>(db, 'demo_agencies_version');
  if (version !== undefined && version >= DEMO_AGENCIES_VERSION) return { seeded: false };
  await importAgencies(db, demoAgencies());
  await setSetting(db, 'demo_agencies_version', DEMO_AGENCIES_VERSION);
  return { seeded: true };
}
