import { getSetting, type Db } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';

export interface SystemConfig {
  activation_code_enabled: boolean;
}

/** Switches the operator can flip with `npm run admin`; the environment gives their defaults. */
export async function getSystemConfig(db: Db, config: Config): Promise<SystemConfig> {
  const enabled = await getSetting<boolean>(db, 'activation_code_enabled');
  return { activation_code_enabled: enabled ?? config.ACTIVATION_CODE_ENABLED };
}
