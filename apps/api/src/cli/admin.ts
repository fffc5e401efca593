/**
 * `npm run admin -- <command>`: operator tasks on the database the server uses (DATABASE_URL, or the
 * embedded one under DATA_DIR; for the embedded one, stop the server first: only one process may open it).
 *
 *   activation on|off|default|status   (default: follow ACTIVATION_CODE_ENABLED again)
 *   campaign create <id> --name "Beta launch" [--status active|coming_soon|ended] [--code ABCD2345] [--max-uses 1000] [--expires 2027-01-31]
 *   campaign list
 *   codes create --count 20 [--campaign <id>] [--max-uses 1] [--expires 2027-01-31]
 *   codes list [--campaign <id>]
 *   alias add "<brand>" "<register organisation>" [--source "why"] [--checked YYYY-MM-DD]
 *   alias remove "<brand>" "<register organisation>"
 *   alias list
 *   unknown-employers [--min-jobs N] [--limit N]
 *   agencies import <file.json|file.csv> | agencies list [--kind job|cn] | agencies remove <slug>
 *   forms list [--kind postjob|feedback] [--since YYYY-MM-DD]
 *   forms export --format csv|json [--kind postjob|feedback] [--since YYYY-MM-DD] [--out FILE]
 *   reviews reports [--all] | reviews hide <id> | reviews restore <id>
 *   flash block <user> [--reason "why"] | flash unblock <user> | flash blocked
 *   sources add <greenhouse|lever|ashby|adzuna|reed|csv> … [--every 6h] | sources list | sources remove <id>
 *   imports status
 * `sources`, `imports`, `alias` and `unknown-employers` also work while the server runs on PGlite: they are handed to it.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createDb, DataDirLockedError, deleteSetting, getSetting, setSetting } from '@jobbridge/db';
import { ConfigError, loadConfig } from '../config/env.ts';
import { loadEnvFile } from '../config/env-file.ts';
import { createCodes, listCampaigns, listCodes, upsertCampaign, type CampaignStatus } from '../modules/campaigns/index.ts';
import { listSubmissions, submissionLine, submissionsCsv, type SubmissionKind } from '../modules/forms/index.ts';
import { moderateReview, reportQueue } from '../modules/reviews/index.ts';
import { AGENCIES_USAGE, agenciesCommand, AgencyCommandError } from './agencies.ts';
import { FLASH_USAGE, flashCommand, FlashCommandError } from './flash.ts';
import { employerCommand, HandoffError, handToServer, refreshCommand, REFRESH_USAGE, SourceUsageError } from '../modules/refresh/index.ts';
import { AliasError } from '../modules/sponsors/index.ts';

const USAGE = `Usage: npm run admin -- <command>
  activation on|off|default|status
  campaign create <id> --name <name> [--status active|coming_soon|ended] [--code <8 chars>] [--max-uses N] [--expires YYYY-MM-DD]
  campaign list
  codes create --count N [--campaign <id>] [--max-uses N] [--expires YYYY-MM-DD]
  codes list [--campaign <id>]
  alias add "<brand>" "<register organisation>" [--source "why"] [--checked YYYY-MM-DD]
  alias remove "<brand>" "<register organisation>"
  alias list
  unknown-employers [--min-jobs N] [--limit N]
  forms list [--kind postjob|feedback] [--since YYYY-MM-DD]
  forms export --format csv|json [--kind postjob|feedback] [--since YYYY-MM-DD] [--out FILE]
  reviews reports [--all]              (reported reviews waiting for a decision; --all: with those decided)
  reviews hide <id> | reviews restore <id>
${AGENCIES_USAGE}
${FLASH_USAGE}
${REFRESH_USAGE}`;

class UsageError extends Error {}

function date(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const d = new Date(`${value}T23:59:59Z`);
  if (Number.isNaN(d.getTime())) throw new UsageError(`Not a date (YYYY-MM-DD): ${value}`);
  return d;
}

/** The start of a day (UTC), for --since. */
function since(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(d.getTime())) throw new UsageError(`Not a date (YYYY-MM-DD): ${value}`);
  return d;
}

function kind(value: string | undefined): SubmissionKind | undefined {
  if (value === undefined || value === 'postjob' || value === 'feedback') return value;
  throw new UsageError(`--kind is postjob or feedback, not ${value}`);
}

function positive(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`Not a positive whole number: ${value}`);
  return n;
}

/** `sources …`, `imports …`, `alias …`, `unknown-employers`: on the database, or handed to the server that holds the embedded one. */
async function refreshMain(argv: string[]) {
  loadEnvFile();
  const config = loadConfig();
  let lines: string[] | null;
  try {
    const database = config.DATABASE_URL ? await createDb({ url: config.DATABASE_URL }) : await createDb({ dataDir: config.dataDir });
    try {
      await database.migrate();
      lines = (await refreshCommand(database.db, argv)) ?? (await employerCommand(database.db, config.thresholds, argv));
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    lines = await handToServer(config, { op: 'admin', argv });
  }
  if (!lines) throw new UsageError(USAGE);
  for (const line of lines) process.stdout.write(`${line}\n`);
}

async function main(argv: string[]) {
  if (['sources', 'imports', 'alias', 'unknown-employers'].includes(argv[0] ?? '')) return refreshMain(argv);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      status: { type: 'string' },
      code: { type: 'string' },
      'max-uses': { type: 'string' },
      expires: { type: 'string' },
      count: { type: 'string' },
      campaign: { type: 'string' },
      kind: { type: 'string' },
      since: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      all: { type: 'boolean' },
      reason: { type: 'string' },
    },
  });
  const [group, action, arg] = positionals;
  if (!group) throw new UsageError(USAGE);

  loadEnvFile();

  const config = loadConfig();
  const database = config.DATABASE_URL ? await createDb({ url: config.DATABASE_URL }) : await createDb({ dataDir: config.dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const out = (line: string) => process.stdout.write(`${line}\n`);

    if (group === 'activation') {
      if (action === 'on' || action === 'off') await setSetting(db, 'activation_code_enabled', action === 'on');
      else if (action === 'default') await deleteSetting(db, 'activation_code_enabled');
      else if (action !== 'status') throw new UsageError(USAGE);
      // The same rule the server applies (modules/settings/system-config.ts): a switch set here wins over
      // the environment until `activation default` removes it. Say which one decides, so the two never seem to disagree.
      const override = await getSetting<boolean>(db, 'activation_code_enabled');
      const enabled = override ?? config.ACTIVATION_CODE_ENABLED;
      const source =
        override === undefined
          ? `from ACTIVATION_CODE_ENABLED=${config.ACTIVATION_CODE_ENABLED}`
          : `switched ${override ? 'on' : 'off'} with npm run admin; ` +
            `ACTIVATION_CODE_ENABLED=${config.ACTIVATION_CODE_ENABLED} applies again after \`npm run admin -- activation default\``;
      out(`Activation codes are ${enabled ? 'required' : 'not required'} for new accounts (${source}).`);
    } else if (group === 'campaign' && action === 'create') {
      if (!arg || !values.name) throw new UsageError('campaign create needs an id and --name');
      const status = (values.status ?? 'active') as CampaignStatus;
      if (!['active', 'coming_soon', 'ended'].includes(status)) throw new UsageError(`Unknown status: ${status}`);
      const id = await upsertCampaign(db, {
        id: arg,
        name: values.name,
        status,
        publicCode: values.code,
        maxUses: positive(values['max-uses'], 1000),
        expiresAt: date(values.expires),
      });
      out(`Campaign ${id} saved: ${config.publicUrl}/campaign/${id}`);
    } else if (group === 'campaign' && action === 'list') {
      for (const c of await listCampaigns(db)) out(`${c.id}\t${c.status}\t${c.publicCode ?? '-'}\t${c.name}`);
    } else if (group === 'codes' && action === 'create') {
      const codes = await createCodes(db, positive(values.count, 1), {
        campaignId: values.campaign,
        maxUses: positive(values['max-uses'], 1),
        expiresAt: date(values.expires),
      });
      codes.forEach((c) => out(c));
    } else if (group === 'codes' && action === 'list') {
      for (const c of await listCodes(db, values.campaign))
        out(`${c.code}\t${c.usedCount}/${c.maxUses}\t${c.expiresAt?.toISOString().slice(0, 10) ?? 'no expiry'}\t${c.campaignId ?? '-'}`);
    } else if (group === 'agencies') {
      await agenciesCommand(db, action, arg, values.kind, out);
    } else if (group === 'flash') {
      await flashCommand(db, action, arg, values.reason, out);
    } else if (group === 'forms' && (action === 'list' || action === 'export')) {
      const format = values.format ?? (action === 'list' ? undefined : '');
      if (action === 'export' && format !== 'csv' && format !== 'json')
        throw new UsageError('forms export needs --format csv or --format json');
      const rows = await listSubmissions(db, { kind: kind(values.kind), since: since(values.since) });
      if (action === 'list') {
        rows.forEach((r) => out(submissionLine(r)));
        out(`${rows.length} submission${rows.length === 1 ? '' : 's'}.`);
      } else {
        const text = format === 'csv' ? submissionsCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`;
        if (values.out) {
          writeFileSync(values.out, text);
          out(`Wrote ${rows.length} submission${rows.length === 1 ? '' : 's'} to ${values.out}.`);
        } else process.stdout.write(text);
      }
    } else if (group === 'reviews' && action === 'reports') {
      const rows = await reportQueue(db, values.all === true);
      for (const r of rows) {
        const state = r.hidden_by ? `hidden by ${r.hidden_by}` : 'visible';
        const text = r.text.replace(/\s+/g, ' ').slice(0, 80);
        out(`${r.id}\t${r.target_type} ${r.target_key}\t${r.rating}★\t${r.reports} reports (${r.qualified} qualified)\t${state}\t${text}`);
      }
      out(rows.length ? 'Decide with: npm run admin -- reviews hide <id> | reviews restore <id>' : 'No reported reviews waiting.');
    } else if (group === 'reviews' && (action === 'hide' || action === 'restore')) {
      if (!arg || !/^[0-9a-f-]{36}$/i.test(arg)) throw new UsageError(`reviews ${action} needs a review id (from reviews reports)`);
      if (!(await moderateReview(db, arg, action))) throw new UsageError(`No review ${arg}.`);
      out(action === 'hide' ? `Review ${arg} hidden.` : `Review ${arg} restored; only reports made from now on can hide it again.`);
    } else {
      throw new UsageError(USAGE);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (
    err instanceof UsageError ||
    err instanceof ConfigError ||
    err instanceof AliasError ||
    err instanceof AgencyCommandError ||
    err instanceof FlashCommandError ||
    err instanceof SourceUsageError ||
    err instanceof HandoffError
  )
    console.error(err.message);
  else if (err instanceof DataDirLockedError)
    console.error(`${err.message}\nStop the server (or use DATABASE_URL with PostgreSQL), then run this again.`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
