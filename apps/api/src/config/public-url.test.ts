import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { publicUrlWarnings, returnBase } from './public-url.ts';

const at = (host: string, origin?: string, protocol = 'http') => ({ origin, protocol, host });

describe('returnBase: where a user comes back to after checkout', () => {
  it('is the origin the browser is on when that is this server, or PUBLIC_URL itself', () => {
    expect(returnBase('http://localhost:3000', at('127.0.0.1:3000', 'http://127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(returnBase('https://jobs.example', at('192.168.1.20:3000', 'http://192.168.1.20:3000'))).toBe('http://192.168.1.20:3000');
    expect(returnBase('https://jobs.example', at('jobs.example', 'https://jobs.example', 'https'))).toBe('https://jobs.example');
  });

  it('accepts another loopback name for a loopback PUBLIC_URL on the same port (the development proxy)', () => {
    expect(returnBase('http://localhost:3000', at('127.0.0.1:3001', 'http://127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(returnBase('http://localhost:3000', at('127.0.0.1:3001', 'http://[::1]:3000'))).toBe('http://[::1]:3000');
    expect(returnBase('http://localhost:3000', at('127.0.0.1:3001', 'http://127.0.0.1:4000'))).toBe('http://localhost:3000');
  });

  it('never returns to another site, a missing or a malformed origin', () => {
    expect(returnBase('https://jobs.example', at('jobs.example', 'https://evil.example', 'https'))).toBe('https://jobs.example');
    expect(returnBase('http://localhost:3000', at('localhost:3000', 'http://evil.localhost.example:3000'))).toBe('http://localhost:3000');
    expect(returnBase('https://jobs.example', at('jobs.example', undefined, 'https'))).toBe('https://jobs.example');
    expect(returnBase('https://jobs.example', at('jobs.example', 'null', 'https'))).toBe('https://jobs.example');
    expect(returnBase('https://jobs.example', at('jobs.example', 'javascript:alert(1)', 'https'))).toBe('https://jobs.example');
  });
});

describe('publicUrlWarnings', () => {
  const warn = (env: Record<string, string>) => publicUrlWarnings(loadConfig({ NODE_ENV: 'test', ...env }));

  it('says nothing for a sensible set-up', () => {
    expect(warn({ HOST: '127.0.0.1' })).toEqual([]);
    expect(warn({ HOST: '0.0.0.0', PUBLIC_URL: 'https://jobs.example' })).toEqual([]);
    expect(warn({ HOST: '127.0.0.1', PORT: '3001', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]); // npm run dev
  });

  it('warns when the default localhost address is used while other devices can connect', () => {
    const [warning] = warn({ HOST: '0.0.0.0', PORT: '4400' });
    expect(warning).toMatch(/PUBLIC_URL is not set.*http:\/\/localhost:4400.*0\.0\.0\.0:4400/);
  });

  it('warns about addresses a browser cannot use or that break links', () => {
    expect(warn({ HOST: '127.0.0.1', PUBLIC_URL: 'http://0.0.0.0:3000' }).join('\n')).toMatch(/listening address/);
    expect(warn({ HOST: '127.0.0.1', PUBLIC_URL: 'https://jobs.example/app' }).join('\n')).toMatch(/path, query or fragment/);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'k7Qm2vX9pL4tR8wZ1nB6yH3cF5jD0sGe',
      SMTP_URL: 'smtp://mail.example',
      HOST: '127.0.0.1',
      GOOGLE_CLIENT_ID: 'jobs.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-public-url-test',
      SECRETS_KEY: 'q3N0dF9wK2JZc1RmV0l4eUxtR2hYc3JwOEpkQ3RvWk0=',
    };
    expect(publicUrlWarnings(loadConfig({ ...production, PUBLIC_URL: 'http://localhost:3000' })).join('\n')).toMatch(
      /points at this machine/,
    );
    expect(publicUrlWarnings(loadConfig({ ...production, PUBLIC_URL: 'http://jobs.example' })).join('\n')).toMatch(/not https/);
    expect(publicUrlWarnings(loadConfig({ ...production, PUBLIC_URL: 'https://jobs.example' }))).toEqual([]);
  });
});
