import type { Db } from '@jobbridge/db';
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
