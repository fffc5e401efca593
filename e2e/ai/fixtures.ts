import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Tokens } from '../fixtures/auth';

/** The AI specs' set-up, through the real API of the server under test. */

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });

/** A complete builder profile (so it exports without a visit to the builder); `data` overrides its fields. */
export async function buildViaApi(request: APIRequestContext, tokens: Tokens, data: Record<string, unknown> = {}): Promise<string> {
  const profile = {
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
    ...data,
  };
  const res = await request.post('/api/app/profiles', { data: { data: profile }, headers: auth(tokens) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Buys a plan through the development checkout (no Stripe keys): 2 Plus (10 helper uses), 3 Premium (100). */
export async function buyPlan(request: APIRequestContext, tokens: Tokens, plan: 2 | 3) {
  const headers = auth(tokens);
  const started = await request.post('/api/app/checkout', { data: { plan, consent: true }, headers });
  expect(started.status(), await started.text()).toBe(201);
  const { orderId } = (await started.json()) as { orderId: string };
  const paid = await request.post(`/api/app/dev-checkout/${orderId}`, { data: { outcome: 'pay' }, headers });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The stored file of a resume in the manager. */
export async function resumeFile(request: APIRequestContext, tokens: Tokens, id: string): Promise<Buffer> {
  const res = await request.get(`/api/app/resumes/${id}/file`, { headers: auth(tokens) });
  expect(res.status()).toBe(200);
  return res.body();
}

export async function listResumes(request: APIRequestContext, tokens: Tokens) {
  const res = await request.get('/api/app/resumes', { headers: auth(tokens) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: string; source: string; profileId: string | null }[] }).items;
}

/** The first job a search finds. */
export async function firstJob(request: APIRequestContext, q: string): Promise<{ id: number; title: string }> {
  const res = await request.get(`/api/jobs/search?q=${encodeURIComponent(q)}&pageSize=1`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: number; title: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  return body.items[0]!;
}

/**
 * With AI_SHOTS=<folder>: runs `flow` signed in as `tokens` on a desktop (1366x900) and a phone (390x844), in
 * Chinese and English, and saves a full-page screenshot of each as <name>-<device>-<lang>.png. Without it, nothing.
 */
export async function screenshots(
  browser: Browser,
  baseURL: string,
  tokens: Tokens,
  name: string,
  flow: (page: Page) => Promise<void>,
  /** A test id whose element is also saved on its own (<name>-<device>-<lang>-part.png), to look at closely. */
  part?: string,
) {
  const folder = process.env.AI_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  // Four more runs of the flow.
  test.info().setTimeout(test.info().timeout + 240_000);
  const devices = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
  for (const [device, viewport] of Object.entries(devices)) {
    for (const lang of ['cn', 'en'] as const) {
      const context = await browser.newContext({ baseURL, viewport, isMobile: device === 'mobile', hasTouch: device === 'mobile' });
      await context.addInitScript(
        ({ t, language }) => {
          localStorage.setItem('accessToken', t.access_token);
          localStorage.setItem('refreshToken', t.refresh_token);
          localStorage.setItem('language', language);
          localStorage.setItem('mobileNoticeDismissed', '1');
        },
        { t: tokens, language: lang },
      );
      const page = await context.newPage();
      await flow(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${folder}/${name}-${device}-${lang}.png`, fullPage: true });
      if (part)
        await page
          .getByTestId(part)
          .first()
          .screenshot({ path: `${folder}/${name}-${device}-${lang}-part.png` });
      await context.close();
    }
  }
}

/** A screenshot flow: the optimise result of one stored resume (the caller's plan must include optimise). */
export const optimiseResult = (resumeId: string) => async (page: Page) => {
  await page.goto('/app/airesumes');
  await page.getByTestId('ai-source').selectOption(`resume:${resumeId}`);
  await page.getByTestId('ai-optimise-button').click();
  await expect(page.getByTestId('ai-item').first()).toBeVisible({ timeout: 30_000 });
};
