import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdversarialModel, type AdversarialModel } from '../fakes/adversarial-model.ts';
import { build, type TestContext } from '../helper.ts';
import { emptyTally, loadWorkload, report, runRound } from './adversarial/drive.ts';

/**
 * The claims guard against a model that plants claims (decision 050): every operation that calls the model,
 * through the HTTP API, for a person with an uploaded PDF and one with a built profile. The fast set of the
 * workload file (every kind of claim at least once); `npm run eval:ai -- --adversarial` runs all of it.
 */
const workload = loadWorkload(undefined, { fast: true });
let model: AdversarialModel;
let ctx: TestContext & { close(): Promise<void> };

beforeAll(async () => {
  model = await startAdversarialModel(workload.planted);
  ctx = await build({ AI_BASE_URL: model.baseUrl, AI_API_KEY: 'sk-test-fake', AI_MODEL: 'adversarial', AI_RETRIES: '0' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await model?.close();
});

describe('planted claims', () => {
  it('none reaches the person in letters, optimise (shown and accepted) or the helper; true sentences stay', async () => {
    const t = emptyTally();
    await runRound(ctx, model, workload, t, 'fast');
    const { lines, leaked, planted } = report(t);
    const summary = `${lines.join('\n')}\nremoved true sentences: ${t.removedExamples.join(' | ')}\nrefused: ${t.refused.join(', ')}`;
    // Every operation was given planted claims, and every kind of claim was planted.
    const ops = new Set([...t.leaks.keys()].map((k) => k.split('\t')[0]));
    expect([...ops].sort(), summary).toEqual(['helper about-me', 'helper work', 'letter', 'optimise', 'optimise accepted']);
    const kinds = new Set(model.replies.flatMap((r) => r.planted.map((p) => p.id)));
    expect(
      workload.planted.filter((p) => !kinds.has(p.id)).map((p) => p.id),
      summary,
    ).toEqual([]);
    expect(planted).toBeGreaterThan(20);
    expect(leaked, summary).toBe(0);
    expect(t.refused, summary).toEqual([]);
    expect(t.removedTruths, summary).toBe(0);
    expect(t.truths).toBeGreaterThan(30);
  }, 240_000);
});
