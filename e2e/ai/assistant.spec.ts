import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';
import { samplePdf, uploadViaApi } from '../resumes/fixtures';
import { buildViaApi, buyPlan, listResumes, resumeFile } from './fixtures';

/**
 * The AI assistant (/app/airesumes) against the real server and its built-in engine (docs/decisions/027-ai-engine.md):
 * scoring is free on every plan, optimising costs a helper use, which Basic does not have. Browser in Chinese.
 */
const SHOTS = process.env.AIWEB_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('score a built resume, optimise it, accept an item, apply and export it to the resume manager', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await buyPlan(request, tokens, 2);
  await buildViaApi(request, tokens);
  await useTokens(page, tokens);

  await page.goto('/app/airesumes?dashboard=1');
  await expect(page.getByTestId('ai-source')).toContainText('Mei Chen Data Analyst');
  await expect(page.getByTestId('ai-insights')).toBeVisible();
  await page.getByTestId('ai-score-button').click();
  const score = page.getByTestId('ai-score');
  await expect(score.getByTestId('ai-score-value')).toHaveText(/^\d{1,3}\/100$/);
  await expect(score.getByTestId('ai-score-band')).toHaveText(/^(优秀|良好|有待改进)$/);
  await expect(score.getByTestId('ai-suggestion').first()).toBeVisible();
  await shot(page, 'cn-desktop-score');

  await page.getByTestId('ai-optimise-button').click();
  const item = page.getByTestId('ai-item').first();
  await expect(item).toBeVisible();
  await expect(page.getByTestId('ai-helper-uses')).toContainText('9 / 10');
  await item.getByTestId('ai-accept').click();
  await page.getByTestId('ai-apply').click();
  await expect(page.getByTestId('ai-applied')).toContainText('已保存');
  await shot(page, 'cn-desktop-applied');

  await page.getByTestId('ai-export').click();
  await expect(page.getByTestId('ai-exported')).toBeVisible();
  await page.getByTestId('ai-exported').getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/resumesManage$/);
  await expect(page.getByText('Data Analyst').first()).toBeVisible();
});

test('a Basic user can score but is told optimising needs helper uses, with a link to membership', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await uploadViaApi(request, tokens, 'Basic CV', samplePdf('resume-matcher/barry_allen_fe.pdf'));
  await useTokens(page, tokens);

  await page.goto('/app/airesumes');
  await page.getByTestId('ai-score-button').click();
  await expect(page.getByTestId('ai-score-value')).toBeVisible();
  const uses = page.getByTestId('ai-helper-uses');
  await expect(uses).toContainText('您的套餐不含 AI 助手次数');
  await expect(page.getByTestId('ai-optimise-button')).toBeDisabled();
  await uses.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/membership$/);
});

test('Premium: the optimised profile exports with each of the four templates, each a PDF in the manager', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await buyPlan(request, tokens, 3);
  const profileId = await buildViaApi(request, tokens);
  await useTokens(page, tokens);

  await page.goto('/app/airesumes');
  await page.getByTestId('ai-optimise-button').click();
  await page.getByTestId('ai-item').first().getByTestId('ai-accept').click();
  await page.getByTestId('ai-apply').click();
  await expect(page.getByTestId('ai-applied')).toBeVisible();
  const applied = page.getByTestId('ai-export-section');

  const radios = applied.getByRole('radio');
  await expect(radios).toHaveCount(4);
  const templates = await radios.evaluateAll((inputs) =>
    inputs.map((i) => ({ id: (i as HTMLInputElement).value, on: !(i as HTMLInputElement).disabled })),
  );
  expect(templates.every((x) => x.on)).toBe(true);

  const pdfs = new Set<string>();
  for (const { id } of templates) {
    await applied.locator(`input[value="${id}"]`).check();
    await page.getByTestId('ai-export').click();
    await expect(page.getByTestId('ai-exported')).toHaveAttribute('data-template', id);
    await expect(page.getByTestId('ai-export')).toBeEnabled();
    // The export replaces the profile's own resume in the manager: one builder resume, now in this template.
    const exported = (await listResumes(request, tokens)).filter((r) => r.profileId === profileId);
    expect(exported).toHaveLength(1);
    const pdf = await resumeFile(request, tokens, exported[0]!.id);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    pdfs.add(pdf.toString('base64'));
  }
  // Four templates, four different documents.
  expect(pdfs.size).toBe(4);
});

test('a Plus user has three of the four templates to export with', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await buyPlan(request, tokens, 2);
  await buildViaApi(request, tokens);
  await useTokens(page, tokens);

  await page.goto('/app/airesumes');
  await page.getByTestId('ai-optimise-button').click();
  await page.getByTestId('ai-item').first().getByTestId('ai-accept').click();
  await page.getByTestId('ai-apply').click();
  await expect(page.getByTestId('ai-applied')).toBeVisible();
  const radios = page.getByTestId('ai-export-section').getByRole('radio');
  await expect(radios).toHaveCount(4);
  await expect(page.getByTestId('ai-export-section').getByRole('radio', { disabled: false })).toHaveCount(3);
});
