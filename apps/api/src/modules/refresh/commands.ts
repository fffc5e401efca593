import { parseArgs } from 'node:util';
import type { Db } from '@jobbridge/db';
import { refreshVerdicts } from '../ingest/index.ts';
import { addAlias, listAliases, removeAlias, unmatchedEmployers } from '../sponsors/index.ts';
import * as repo from './repository.ts';
import { parseSource, sourceLabel, SOURCE_USAGE, SourceUsageError } from './sources.ts';

export const REFRESH_USAGE = `  sources add <source> [--every 6h|90m|1d]   (sources below; default every 6 hours)
${SOURCE_USAGE.replace(/^ {2}/gm, '    ')}
  sources list | sources remove <id or label>
  imports status`;

/** "6h", "90m", "1d" or minutes → minutes (15 minutes to a week). */
function minutes(value: string | undefined): number {
  if (!value) return 360;
  const m = /^(\d+)\s*([mhd]?)$/i.exec(value.trim());
  const n = m ? Number(m[1]) * ({ m: 1, h: 60, d: 1440 }[(m[2] || 'm').toLowerCase() as 'm' | 'h' | 'd'] ?? 1) : Number.NaN;
  if (!Number.isFinite(n) || n < 15 || n > 10_080) throw new SourceUsageError(`--every: from 15m to 7d, e.g. 6h (got ${value})`);
  return n;
}

/** Counts in a fixed order (they come back from jsonb in its own order). */
const ORDER = [
  'fetched',
  'stored',
  'duplicates',
  'closed',
  'newEmployers',
  'organisations',
  'added',
  'removed',
  'ratingChanges',
  'routeChanges',
  'changed',
  'employers',
];
const byOrder = ([a]: [string, number], [b]: [string, number]) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99);

const when = (value: Date | string | null) => (value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—');

/**
 * `sources …` and `imports status` (npm run admin): answers the lines to print, or null for another command.
 * The same code runs in the command (PostgreSQL, or PGlite with the server stopped) and in the running server
 * (PGlite: the command hands the words over, as only the server may open the embedded database).
 */
export async function refreshCommand(db: Db, argv: string[]): Promise<string[] | null> {
  const [command, sub, ...rest] = argv;
  if (command === 'sources' && sub === 'add') {
    const spec = parseSource(rest);
    const label = sourceLabel(spec);
    const everyMinutes = minutes(spec.rest.every as string | undefined);
    const { id, created } = await repo.addSource(db, { kind: spec.kind, params: spec.params, label, everyMinutes });
    return [
      created
        ? `Added source ${id}: ${label}, every ${everyMinutes} minutes; its first run starts within a minute.`
        : `Source ${id} exists already: ${label}`,
    ];
  }
  if (command === 'sources' && sub === 'list') {
    const sources = await repo.listSources(db);
    if (!sources.length) return ['No job sources. Add one: npm run admin -- sources add greenhouse <board>'];
    return sources.map(
      (s) =>
        `${String(s.id).padStart(4)}  ${s.label}  every ${s.every_minutes} min, next ${when(s.next_run_at)}` +
        (s.failures ? `, ${s.failures} failure(s) in a row` : ''),
    );
  }
  if (command === 'sources' && sub === 'remove') {
    if (!rest[0]) throw new SourceUsageError('sources remove needs an id or a label');
    return [(await repo.removeSource(db, rest.join(' '))) ? `Removed ${rest.join(' ')}` : `No source ${rest.join(' ')}`];
  }
  if (command === 'sources') throw new SourceUsageError(`Usage:\n${REFRESH_USAGE}`);
  if (command === 'imports' && sub === 'status') {
    const runs = await repo.runStatus(db);
    if (!runs.length) return ['Nothing refreshed yet.'];
    return runs.map((r) => {
      const state = r.ok === null ? (r.finished_at ? 'unknown' : 'running or cut off') : r.ok ? 'ok' : 'FAILED';
      const counts = r.counts
        ? Object.entries(r.counts)
            .sort(byOrder)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')
        : '';
      return [
        `${r.target}: last run ${when(r.started_at)}, ${state}${counts ? ` (${counts})` : ''}`,
        `    last success ${when(r.last_success_at)}; failures since: ${r.failures_since_success}`,
        ...(r.error && !r.ok ? [`    error: ${r.error.slice(0, 300)}`] : []),
        ...(r.ok && r.counts?.unknownEmployers
          ? [`    ${r.counts.unknownEmployers} employer(s) with several jobs and no register match: npm run admin -- unknown-employers`]
          : []),
      ].join('\n');
    });
  }
  return null;
}

function positive(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new SourceUsageError(`Not a positive whole number: ${value}`);
  return n;
}

/**
 * `unknown-employers` and `alias …` (npm run admin): the review of employers a refresh could not match, and the
 * aliases a person accepts for them, after which every employer is matched again and its jobs' verdicts follow.
 * Like `sources`, handed to the running server on PGlite. Answers null for another command.
 */
export async function employerCommand(db: Db, thresholds: Parameters<typeof refreshVerdicts>[1], argv: string[]): Promise<string[] | null> {
  const [group, action] = argv;
  if (group !== 'alias' && group !== 'unknown-employers') return null;
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { source: { type: 'string' }, checked: { type: 'string' }, 'min-jobs': { type: 'string' }, limit: { type: 'string' } },
  });
  const [, , brand, organisation] = positionals;
  const lines: string[] = [];
  if (group === 'unknown-employers') {
    const rows = await unmatchedEmployers(db, positive(values['min-jobs'], 2), positive(values.limit, 50));
    if (!rows.length) return ['Every employer with that many jobs is matched to the register (or is an agency).'];
    for (const r of rows)
      lines.push(
        `${String(r.jobs).padStart(5)}  ${r.name}\t${r.verdict === 'unknown' ? 'unknown' : 'not on the register'} (best ${r.confidence.toFixed(2)})`,
      );
    lines.push('If one is on the register under another name: npm run admin -- alias add "<brand>" "<register organisation>" --source "…"');
    return lines;
  }
  if (action === 'list')
    return (await listAliases(db)).map((a) => `${a.brand}\t${a.organisation}\t${a.origin}\t${a.checkedOn}\t${a.source}`);
  if (action !== 'add' && action !== 'remove')
    throw new SourceUsageError('alias add|remove "<brand>" "<register organisation>" | alias list');
  if (!brand || !organisation) throw new SourceUsageError(`alias ${action} needs a brand and a register organisation, each in quotes`);
  if (action === 'remove') {
    lines.push(
      (await removeAlias(db, brand, organisation))
        ? `Removed ${brand} → ${organisation}.`
        : `No added alias ${brand} → ${organisation} (rows of aliases.csv are edited in the file).`,
    );
  } else {
    if (values.checked !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.checked))
      throw new SourceUsageError(`Not a date (YYYY-MM-DD): ${values.checked}`);
    const alias = await addAlias(db, brand, organisation, values.source ?? 'admin', values.checked);
    lines.push(`${alias.brand} → ${alias.organisation} (checked ${alias.checkedOn}).`);
  }
  // The employers' matches and every job's verdict follow the alias table.
  const refreshed = await refreshVerdicts(db, thresholds);
  lines.push(`Matched ${refreshed.companies} employers again and recomputed ${refreshed.jobs} jobs' verdicts.`);
  return lines;
}
