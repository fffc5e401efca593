import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';

/**
 * compose.yaml and the Dockerfile hand the API its environment (docs/deploy.md). Docker is not on CI, so this
 * reads them as text: the settings they give, with the operator's secrets filled in, must pass the production
 * checks, and every variable compose asks for must be in deploy/production.env.example.
 */
const root = resolve(import.meta.dirname, '../../../..');
const compose = readFileSync(resolve(root, 'compose.yaml'), 'utf8');
const dockerfile = readFileSync(resolve(root, 'Dockerfile'), 'utf8');
const example = readFileSync(resolve(root, 'deploy/production.env.example'), 'utf8');

/** The definition every API instance shares (`x-api: &api`), as written. */
const apiDefinition = compose.split(/\nx-api: &api\n/)[1]!.split(/\n\S/)[0]!;

/** Its `environment:` block, as written (values still hold `${…}`). */
function apiEnvironment(): Record<string, string> {
  const block = apiDefinition.split(/\n {2}environment:\n/)[1]!.split(/\n {2}\S/)[0]!;
  return Object.fromEntries(
    block
      .split('\n')
      .filter((line) => /^ {4}[A-Z_]+:/.test(line))
      .map((line) => {
        const [, key, value] = /^ {4}([A-Z_]+):\s*(.*)$/.exec(line)!;
        return [key!, value!.replace(/^'(.*)'$/, '$1')];
      }),
  );
}

/** The image's own ENV (the last stage's). */
function imageEnvironment(): Record<string, string> {
  const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env = /\nENV ((?:.*\\\n)*.*)/.exec(last)![1]!.replace(/\\\n/g, ' ');
  return Object.fromEntries([...env.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

/** Compose's substitution: `${X:?message}` (required), `${X:-default}`, `${X}`. */
function substitute(value: string, operator: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([?-])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
    if (operator[name] !== undefined && operator[name] !== '') return operator[name];
    if (kind === '?') throw new Error(`compose refuses to start without ${name}: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

const operator = {
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  PUBLIC_URL: 'https://jobs.example.org',
  JWT_SECRET: randomBytes(48).toString('base64'),
  SECRETS_KEY: randomBytes(32).toString('base64'),
  SMTP_URL: 'smtps://mailer:secret@smtp.mail.test:465',
  GOOGLE_CLIENT_ID: '1234.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: randomBytes(18).toString('base64'),
};

describe('the deployment files', () => {
  it("give the API a production configuration that passes every check, once the operator's secrets are set", () => {
    const written = apiEnvironment();
    const env = { ...imageEnvironment(), ...Object.fromEntries(Object.entries(written).map(([k, v]) => [k, substitute(v, operator)])) };
    const config = loadConfig(env);
    expect(config.isProduction).toBe(true);
    expect(config).toMatchObject({
      HOST: '0.0.0.0',
      TRUST_PROXY: true,
      REDIS_URL: 'redis://redis:6379',
      devOutbox: false,
      mailbox: 'gmail',
    });
    expect(config.DATABASE_URL).toBe(`postgres://jobbridge:${operator.POSTGRES_PASSWORD}@postgres:5432/jobbridge`);
    expect(config.dataDir).toBe('/data');
  });

  it('refuse to start without each secret production needs', () => {
    const written = apiEnvironment();
    for (const name of ['PUBLIC_URL', 'JWT_SECRET', 'SECRETS_KEY', 'SMTP_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']) {
      const without = { ...operator, [name]: '' };
      expect(() => Object.values(written).map((v) => substitute(v, without)), name).toThrow(name);
    }
  });

  it('run each API instance as a service of its own from that definition, every one found by Caddy under one name', () => {
    // Services of their own, so an upgrade recreates one at a time (deploy/rolling-upgrade.sh).
    const instances = [...compose.matchAll(/^ {2}(api-\d+): \*api$/gm)].map((m) => m[1]!);
    expect(instances).toEqual(['api-1', 'api-2']);
    expect(compose).not.toMatch(/^ {2}api:$/m);
    // Caddy resolves API_HOST (deploy/Caddyfile, dynamic a): the network alias every instance carries.
    expect(apiDefinition).toMatch(/\n {2}networks:\n {4}default:\n {6}aliases: \[api\]\n/);
    expect(compose).toMatch(/\n {6}API_HOST: api\n/);
    const caddy = compose.split(/\n {2}caddy:\n/)[1]!.split(/\n {2}\S/)[0]!;
    for (const name of instances) expect(caddy).toContain(`\n      - ${name}\n`);
    // `up --wait` waits for the readiness check (warm, decision 060); the stop grace outlasts close-with-grace's 10 s.
    expect(apiDefinition).toMatch(/\n {2}healthcheck:\n {4}test:\n(?: {6}- .*\n)*? {6}- .*\/api\/ready/);
    expect(apiDefinition).toMatch(/\n {2}stop_grace_period: 15s\n/);
  });

  it('list every variable compose reads in deploy/production.env.example', () => {
    const asked = new Set([...compose.matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]!));
    const listed = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!));
    expect([...asked].filter((name) => !listed.has(name))).toEqual([]);
  });
});
