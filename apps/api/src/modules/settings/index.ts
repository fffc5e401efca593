/** What other modules may use of settings: the system configuration. */
export { getSystemConfig, type SystemConfig } from './system-config.ts';
