import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb, eq, query, registerChanges, registerImports, sponsors, sql, type Database } from '@jobbridge/db';
import { createTestDatabase } from '@jobbridge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRegister, readRegister, RegisterFormatError } from '../../src/modules/sponsors/register.ts';
import { startFake } from '../fakes/http.ts';
import { REGISTER_CSV, realRegister } from './data.ts';

const HEADER = 'Organisation Name,Town/City,County,Type & Rating,Route';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

describe('reading the register CSV', () => {
  it('folds the real file into about 127k organisations', () => {
    const { rows, organisations } = realRegister();
    expect(rows).toBe(142_567);
    expect(organisations.length).toBe(126_866);
    const byName = new Map(organisations.map((o) => [o.name, o]));
    // Untrimmed names, quoted names, one row per route, towns spelled two ways.
    expect(byName.get('ALT')).toMatchObject({ towns: ['Glasgow'], routes: ['Skilled Worker'] });
    expect(byName.get('Asian African Foods Ltd')?.towns).toEqual(['London', 'Hayes']); // " Asian African Foods Ltd " and the trimmed name are one organisation
    expect(byName.get('"K" Line Energy Shipping (UK) Limited')?.key).toBe('k line energy shipping');
    const monzo = byName.get('Monzo Bank Ltd')!;
    expect(monzo.towns).toEqual(['London']); // "London" and "London " are one town
    expect(monzo.routes.sort()).toEqual(['Global Business Mobility: Senior or Specialist Worker', 'Skilled Worker']);
    expect(byName.get('Google (UK) Limited')).toMatchObject({ key: 'google', typeRatings: ['Worker (A (Premium))'] });
  });

  it('splits trading names into aliases', () => {
    const { organisations } = readRegister(
      csv('Dennis & Robinson Ltd trading as Paula Rosa Manhattan,Lancing,,Worker (A rating),Skilled Worker'),
    );
    expect(organisations[0]).toMatchObject({ key: 'dennis and robinson', aliases: ['paula rosa manhattan'] });
  });

  it('reads a trading name in brackets and the company a division belongs to', () => {
    const { organisations } = readRegister(
      csv(
        'ITIL LIMITED (TRADING AS INCITE INSIGHT),WALLINGFORD,,Worker (A rating),Skilled Worker',
        'RE Recruitment (a Trading Division of Taskmaster Resources Limited),Cheltenham,Gloucestershire,Temporary Worker (A rating),Seasonal Worker',
        'BIOS MANAGEMENT LIMITED (TRADING ADDRESS),London,,Worker (A rating),Skilled Worker',
      ),
    );
    expect(organisations[0]).toMatchObject({ key: 'itil', aliases: ['incite insight'] });
    expect(organisations[1]).toMatchObject({ key: 'taskmaster resources', aliases: ['re recruitment'] });
    expect(organisations[2]).toMatchObject({ key: 'bios management limited trading address', aliases: [] });
  });

  it('refuses a file that is not the register', () => {
    expect(() => readRegister('title,company,location\r\nAnalyst,Acme,Leeds\r\n')).toThrow(RegisterFormatError);
  });
});

describe('importing the register', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const count = async () => (await query<{ n: number }>(database.db, sql`select count(*)::int as n from sponsors`))[0]!.n;

  it('imports, re-imports without change, and records what appeared, disappeared or changed', async () => {
    // The first 3,000 rows of the real file.
    const lines = readFileSync(REGISTER_CSV, 'utf8').split('\r\n');
    const first = readRegister(lines.slice(0, 3001).join('\r\n'));
    const one = await importRegister(database.db, first, 'slice');
    expect(one).toMatchObject({ rows: 3000, organisations: first.organisations.length, added: first.organisations.length, removed: 0 });
    expect(await count()).toBe(first.organisations.length);
    // The first import lists no changes: every organisation would be one.
    expect(await database.db.select().from(registerChanges)).toHaveLength(0);
    const [alt] = await database.db.select().from(sponsors).where(eq(sponsors.nameLower, 'alt'));

    const again = await importRegister(database.db, first, 'slice');
    expect(again).toMatchObject({ added: 0, removed: 0, changed: 0 });
    expect(await count()).toBe(first.organisations.length);

    // Next month: ALT gains a route, the second organisation leaves, a new one arrives.
    const next = readRegister(
      [
        ...lines.slice(0, 2).filter(Boolean),
        ...lines.slice(3, 3001),
        'Brand New Sponsor Ltd,Leeds,,Worker (A rating),Skilled Worker',
        'ALT,Glasgow,,Worker (A rating),Creative Worker',
      ].join('\r\n'),
    );
    const three = await importRegister(database.db, next, 'next month');
    expect(three).toMatchObject({ added: 1, removed: 1, changed: 1, routeChanges: 1, ratingChanges: 0 });
    const changes = await database.db.select().from(registerChanges).where(eq(registerChanges.importId, three.importId));
    expect(changes.map((c) => `${c.change} ${c.name}`).sort()).toEqual([
      'added Brand New Sponsor Ltd',
      'removed Asian African Foods Ltd',
      'routes ALT',
    ]);
    expect(changes.find((c) => c.change === 'routes')).toMatchObject({
      before: 'Skilled Worker',
      after: 'Creative Worker; Skilled Worker',
    });
    const [altAfter] = await database.db.select().from(sponsors).where(eq(sponsors.nameLower, 'alt'));
    expect(altAfter!.id).toBe(alt!.id); // ids are stable across imports
    expect(altAfter!.routes.sort()).toEqual(['Creative Worker', 'Skilled Worker']);
    const [latest] = await database.db.select().from(registerImports).where(eq(registerImports.id, three.importId));
    expect(latest).toMatchObject({ source: 'next month', added: 1, removed: 1 });
  });
});

describe('npm run import:sponsors', () => {
  const root = resolve(import.meta.dirname, '../../../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-import-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const small = readFileSync(REGISTER_CSV, 'utf8').split('\r\n').slice(0, 201).join('\r\n') + '\r\n';

  // Asynchronous, so the fake GOV.UK server in this process can answer the command.
  function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/import-sponsors.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    return new Promise((done) => child.on('close', (code) => done({ code, out, err })));
  }

  it('imports a file, then the current CSV found on the GOV.UK page', { timeout: 90_000 }, async () => {
    const file = join(dataDir, 'register.csv');
    writeFileSync(file, small);
    const fromFile = await run([file]);
    expect(fromFile.code, fromFile.err).toBe(0);
    expect(fromFile.out).toContain('Read 200 rows');
    expect(fromFile.out).toMatch(/appeared/);

    const fake = await startFake((req, res) => {
      if (req.path === '/government/publications/register-of-licensed-sponsors-workers') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><body><a href="/media/abc/2026-07-24_-_Worker_and_Temporary_Worker.csv">Register (CSV)</a></body></html>');
      }
      if (req.path === '/media/abc/2026-07-24_-_Worker_and_Temporary_Worker.csv') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        return res.end(small.replace('\r\n', '\r\nBrand New Sponsor Ltd,Leeds,,Worker (A rating),Skilled Worker\r\n'));
      }
      res.writeHead(404).end();
    });
    try {
      const fromPage = await run([], { REGISTER_PAGE_URL: `${fake.url}/government/publications/register-of-licensed-sponsors-workers` });
      expect(fromPage.code, fromPage.err).toBe(0);
      expect(fromPage.out).toContain('2026-07-24_-_Worker_and_Temporary_Worker.csv');
      expect(fromPage.out).toContain('1 appeared, 0 disappeared');
    } finally {
      await fake.close();
    }

    const database = await createDb({ dataDir });
    try {
      const imports = await database.db.select().from(registerImports);
      expect(imports.map((i) => i.source.split('/').pop())).toEqual(['register.csv', '2026-07-24_-_Worker_and_Temporary_Worker.csv']);
    } finally {
      await database.close();
    }
  });

  it('explains a wrong file and an unreachable page', { timeout: 60_000 }, async () => {
    const bad = join(dataDir, 'jobs.csv');
    writeFileSync(bad, 'title,company\r\nAnalyst,Acme\r\n');
    const wrong = await run([bad]);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('Not the register of licensed sponsors');
    const down = await run([], { REGISTER_PAGE_URL: 'http://127.0.0.1:9/nothing-here' });
    expect(down.code).toBe(1);
    expect(down.err).toContain('Could not reach');
  });
});
