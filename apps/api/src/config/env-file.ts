import { existsSync } from 'node:fs';

/**
 * Reads `.env` from the working folder into `process.env` (variables already set win), so the server and
 * every command-line tool (admin, imports) see the same configuration and the same database.
 */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
