/**
 * npm run eval:matcher -- [--verbose]
 *
 * The sponsor matcher's precision and recall on real employer spellings labelled from the register
 * (apps/api/test/fixtures/employers/spellings.json), for the half its rules were tuned on and for the held-out
 * half, on the part of the real register those names can reach (with the whole register's word counts).
 * With --verbose, every wrong match and miss. The last line: `eval: holdout precision P recall R`.
 */
import { parseArgs } from 'node:util';
import { SPELLINGS, scoreSpellings } from '../apps/api/test/fixtures/employers/spellings.ts';
import { DEFAULT_REGISTER, registerDatabase } from './matcher/register-db.ts';

const { values: args } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });

const { database } = await registerDatabase(
  DEFAULT_REGISTER,
  SPELLINGS.map((s) => s.advertised),
);
try {
  const lines: string[] = [];
  for (const split of ['tune', 'holdout'] as const) {
    const part = SPELLINGS.filter((s) => s.split === split);
    const r = await scoreSpellings(database.db, part);
    console.log(
      `${split.padEnd(8)} ${part.length} spellings, ${r.positives} name a sponsor: precision ${r.precision.toFixed(3)} (${r.found}/${r.given})` +
        `  recall ${r.recall.toFixed(3)} (${r.found}/${r.positives})`,
    );
    if (args.verbose) for (const e of r.errors) console.log(`  ${e}`);
    lines.push(`${split} precision ${r.precision.toFixed(3)} recall ${r.recall.toFixed(3)}`);
  }
  console.log(`eval: ${lines.join(', ')}`);
} finally {
  await database.close();
}
