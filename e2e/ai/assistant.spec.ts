import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useTokens, verifiedUser, type Tokens } from '../fixtures/auth';
import { samplePdf, uploadViaApi } from '../resumes/fixtures';

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

/** A complete builder profile (so it exports without a visit to the builder), through the real API. */
async function buildViaApi(request: APIRequestContext, tokens: Tokens) {
  const data = {
    firstName: 'Mei',
    lastName: 'Chen',
    role: 'Data Analyst',
    email: 'mei.chen@example.com',
    phone: '07700 900123',
    country: 'United Kingdom',
    address: 'Leeds',
    aboutMe: 'Data analyst who turns messy sales data into clear weekly reports.',
    education: [{ school: 'University of Leeds', major: 'Economics', degree: 'BSc', start: '09/2016', end: '06/2019' }],
    work: [
      {
        company: 'Northwind Retail Ltd',
        role: 'Data Analyst',
        location: 'Leeds',
        start: '07/2021',
        current: true,
        description: 'Built Power BI dashboards for 40 store managers\nResponsible for maintaining the sales data model in Excel',
      },
    ],
  };
  const res = await request.post('/api/app/profiles', { data: { data }, headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Buys Plus through the development checkout (no Stripe keys): 10 helper uses. */
async function buyPlus(request: APIRequestContext, tokens: Tokens) {
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const started = await request.post('/api/app/checkout', { data: { plan: 2, consent: true }, headers });
  expect(started.status(), await started.text()).toBe(201);
  const { orderId } = (await started.json()) as { orderId: string };
  const paid = await request.post(`/api/app/dev-checkout/${orderId}`, { data: { outcome: 'pay' }, headers });
  expect(paid.ok(), await paid.text()).toBe(true);
}

test('score a built resume, optimise it, accept an item, apply and export it to the resume manager', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await buyPlus(request, tokens);
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
