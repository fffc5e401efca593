import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb, eq, reviewReports, reviews, users } from '@jobbridge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The operator's queue of reported reviews: `npm run admin -- reviews reports | hide | restore` (decision 053). */

const root = resolve(import.meta.dirname, '../../../..');
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const dataDir = mkdtempSync(join(tmpdir(), 'jobbridge-reviews-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', tsx, join(root, 'apps/api/src/cli/admin.ts'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** Opens the embedded database while no command has it open. */
async function withDb<T>(run: (db: Awaited<ReturnType<typeof createDb>>['db']) => Promise<T>): Promise<T> {
  const database = await createDb({ dataDir });
  try {
    await database.migrate();
    return await run(database.db);
  } finally {
    await database.close();
  }
}

let reported = '';
let quiet = '';

beforeAll(async () => {
  await withDb(async (db) => {
    const people = await db
      .insert(users)
      .values(['author', 'r1', 'r2'].map((n) => ({ username: `cli-${n}`, email: `cli-${n}@example.com`, referralCode: `CLI${n}` })))
      .returning({ id: users.id });
    const rows = await db
      .insert(reviews)
      .values([
        {
          targetType: 'company',
          targetKey: 'deloitte llp',
          userId: people[0]!.id,
          rating: 1,
          text: 'Ghosted after\nthree rounds',
          reports: 2,
        },
        { targetType: 'company', targetKey: 'monzo bank ltd', userId: people[0]!.id, rating: 4, text: 'Fine' },
      ])
      .returning({ id: reviews.id });
    reported = rows[0]!.id;
    quiet = rows[1]!.id;
    await db.insert(reviewReports).values([
      { reviewId: reported, userId: people[1]!.id },
      { reviewId: reported, userId: people[2]!.id },
    ]);
  });
}, 120_000);

describe('npm run admin -- reviews', () => {
  it('lists reported reviews, hides one and restores it; a restored review leaves the queue', { timeout: 180_000 }, async () => {
    const queue = admin('reviews', 'reports');
    expect(queue.code, queue.err).toBe(0);
    expect(queue.out).toContain(`${reported}\tcompany deloitte llp\t1★\t2 reports (0 qualified)\tvisible\tGhosted after three rounds`);
    expect(queue.out).not.toContain(quiet);

    const hide = admin('reviews', 'hide', reported);
    expect(hide.code, hide.err).toBe(0);
    expect(hide.out).toContain(`Review ${reported} hidden.`);
    expect(admin('reviews', 'reports').out).toContain('hidden by operator');
    await withDb(async (db) => {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, reported));
      expect(row).toMatchObject({ hiddenBy: 'operator' });
      expect(row!.hiddenAt).not.toBeNull();
    });

    expect(admin('reviews', 'restore', reported).out).toContain('restored');
    expect(admin('reviews', 'reports').out).toContain('No reported reviews waiting.');
    expect(admin('reviews', 'reports', '--all').out).toContain(`${reported}\tcompany deloitte llp`);
    await withDb(async (db) => {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, reported));
      expect(row).toMatchObject({ hiddenAt: null, hiddenBy: null });
      expect(row!.restoredAt).not.toBeNull();
    });

    expect(admin('reviews', 'hide', '00000000-0000-4000-8000-000000000000').err).toContain('No review');
    expect(admin('reviews', 'hide').err).toContain('needs a review id');
  });
});
