/**
 * `npm run report:matcher -- --cases FILE [--register FILE]`: the sponsor matcher's precision and recall on
 * labelled cases. FILE is tab-separated: the employer name as an ad gives it, the town (may be empty), and the
 * register organisations a person expects, separated by `|`, or `NONE`. Lines starting with # are skipped.
 *
 * A case counts as found when the matched organisation is one of the expected ones (for a group, the entity
 * the matcher picked). Precision = found / all matches given; recall = found / cases that expect a match.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { matchSponsor } from '../apps/api/src/modules/sponsors/matcher.ts';
import { DEFAULT_REGISTER, registerDatabase } from './matcher/register-db.ts';

const { values } = parseArgs({ options: { cases: { type: 'string' }, register: { type: 'string' } } });
if (!values.cases) {
  console.error('Usage: npm run report:matcher -- --cases FILE [--register FILE]');
  process.exit(1);
}
const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const cases = readFileSync(values.cases, 'utf8')
  .split(/\r?\n/)
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((line, i) => {
    const [name = '', town = '', expected = ''] = line.split('\t');
    if (!expected.trim()) throw new Error(`Line ${i + 1}: expected three tab-separated fields: ${line}`);
    const orgs =
      expected.trim().toUpperCase() === 'NONE'
        ? []
        : expected
            .split('|')
            .map((e) => e.trim())
            .filter(Boolean);
    return { name: name.trim(), town: town.trim(), expected: orgs };
  });

const started = Date.now();
const { database, organisations } = await registerDatabase(
  values.register ?? DEFAULT_REGISTER,
  cases.map((c) => c.name),
);
const loaded = Date.now();
let found = 0;
let given = 0;
let positives = 0;
const misses: string[] = [];
const wrong: string[] = [];
try {
  for (const c of cases) {
    const result = await matchSponsor(database.db, c.name, c.town || undefined);
    const got = result.match?.organisationName ?? null;
    const groupNote = result.group ? ` (one of ${result.group.count} ${result.group.brand} entities)` : '';
    if (c.expected.length) positives++;
    if (got) given++;
    const right = got !== null && c.expected.some((e) => norm(e) === norm(got));
    if (right) found++;
    else if (got)
      wrong.push(
        `WRONG  ${c.name} (${c.town || '-'}) → ${got}${groupNote} [${result.method} ` +
          `${result.confidence.toFixed(2)}]; expected ${c.expected.join(' | ') || 'NONE'}`,
      );
    else if (c.expected.length)
      misses.push(
        `MISS   ${c.name} (${c.town || '-'}) → no match [best ${result.confidence.toFixed(2)}]; expected ${c.expected.join(' | ')}`,
      );
  }
} finally {
  await database.close();
}
const pct = (n: number, d: number) => (d ? (n / d).toFixed(3) : 'n/a');
console.log(
  `${cases.length} cases (${positives} expect a match), register part of ${organisations.toLocaleString('en-GB')} organisations ` +
    `loaded in ${((loaded - started) / 1000).toFixed(1)} s, matched in ${((Date.now() - loaded) / 1000).toFixed(1)} s`,
);
console.log(`precision ${pct(found, given)} (${found}/${given})   recall ${pct(found, positives)} (${found}/${positives})`);
for (const line of [...wrong, ...misses]) console.log(line);
