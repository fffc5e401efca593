import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run Debian's Chromium (never a downloaded browser) against the real server: the built web
 * app and the API on one port, with a fresh embedded database for each run.
 */
const port = Number(process.env.E2E_PORT ?? 3999);
// The config is evaluated again in each worker; the environment carries the first choice to them.
if (!process.env.E2E_DATA_DIR) sweepOldDataDirs();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'jobbridge-e2e-'));
process.env.E2E_ACTIVATION_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'jobbridge-e2e-activation-'));
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server with activation codes required (level 2), for the activation flow. */
export const activationBaseURL = `http://127.0.0.1:${port + 1}`;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Two servers and two browsers share the 2 cores of a CI machine: a first page can take several seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    server(baseURL, port, process.env.E2E_DATA_DIR, {}),
    server(activationBaseURL, port + 1, process.env.E2E_ACTIVATION_DATA_DIR, { ACTIVATION_CODE_ENABLED: 'true' }),
  ],
});

function server(url: string, listenPort: number, dataDir: string, env: Record<string, string>) {
  return {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      // Feedback and post-job submissions are told to this address (they land in the development outbox).
      OPERATOR_EMAIL: 'operator@jobbridge.test',
      // Test accounts review minutes after signing up (the day-old rule has its API test).
      REVIEW_MIN_ACCOUNT_HOURS: '0',
      ...env,
    },
  };
}

/** Each run's servers get fresh data folders; remove those of runs that ended over an hour ago. */
function sweepOldDataDirs() {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('jobbridge-e2e-')) continue;
    const path = join(tmpdir(), name);
    try {
      if (statSync(path).mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // already gone, or not ours to remove
    }
  }
}
