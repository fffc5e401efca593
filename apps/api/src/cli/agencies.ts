import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { AGENCY_KINDS, type AgencyKind } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { importAgencies, listAllAgencies, readAgencies, removeAgency } from '../modules/agencies/index.ts';

/** `npm run admin -- agencies import FILE | list [--kind job|cn] | remove <slug>`. Throws AgencyCommandError on bad input. */
export class AgencyCommandError extends Error {}

export const AGENCIES_USAGE = `  agencies import <file.json|file.csv>
  agencies list [--kind job|cn]
  agencies remove <slug>`;

export async function agenciesCommand(
  db: Db,
  action: string | undefined,
  arg: string | undefined,
  kind: string | undefined,
  out: (line: string) => void,
): Promise<void> {
  if (action === 'import') {
    if (!arg) throw new AgencyCommandError('agencies import needs a file: a JSON array or a CSV with a header row');
    const ext = extname(arg).toLowerCase();
    if (ext !== '.json' && ext !== '.csv') throw new AgencyCommandError(`Not a .json or .csv file: ${arg}`);
    let content: string;
    try {
      content = readFileSync(arg, 'utf8');
    } catch (err) {
      throw new AgencyCommandError(`Cannot read ${arg}: ${(err as Error).message}`);
    }
    const { rows, errors } = readAgencies(content, ext === '.json' ? 'json' : 'csv');
    const where = ext === '.json' ? 'entry' : 'line';
    const problems = errors.map((e) => (e.row ? `${where} ${e.row}${e.slug ? ` (${e.slug})` : ''}: ${e.message}` : e.message));
    // All or nothing: a file with a bad row changes nothing, so a fixed file can simply be imported again.
    if (problems.length)
      throw new AgencyCommandError(`${problems.join('\n')}\nNothing was imported: fix the rows above and run this again.`);
    if (!rows.length) throw new AgencyCommandError(`${arg} holds no agencies.`);
    const { added, updated } = await importAgencies(db, rows);
    out(`Imported ${rows.length} agencies: ${added} added, ${updated} updated.`);
  } else if (action === 'list') {
    if (kind !== undefined && !AGENCY_KINDS.includes(kind as AgencyKind)) throw new AgencyCommandError(`Unknown kind: ${kind} (job or cn)`);
    const all = await listAllAgencies(db, kind as AgencyKind | undefined);
    if (!all.length) out('No agencies.');
    for (const a of all) out(`${a.kind}\t${a.tier ?? '-'}\t${a.rank}\t${a.slug}\t${a.name}${a.isDemo ? '\t(demo)' : ''}`);
  } else if (action === 'remove') {
    if (!arg) throw new AgencyCommandError('agencies remove needs a slug');
    out((await removeAgency(db, arg)) ? `Removed ${arg}.` : `No agency ${arg}.`);
  } else {
    throw new AgencyCommandError(`Usage: npm run admin -- agencies …\n${AGENCIES_USAGE}`);
  }
}
