import { test, expect, type Page } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';

/** The agency pages against the real server and its demo agencies (seeded on first start, marked as demo). */
const SHOTS = process.env.AGENCY_SHOTS_DIR ?? '.artifacts/shots-agencies';

const DEVICES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

const ROUTES = [
  { name: 'jobagency', path: '/company/jobagency' },
  { name: 'jobagency-detail', path: '/company/jobagency/puffin-and-teapot-recruitment' },
  { name: 'cnagency', path: '/company/cnagency' },
] as const;

const tiers = (page: Page) => page.getByTestId('tier-section');

test('the job agency directory ranks gold, silver, bronze, says the entries are demo, and searches', async ({ page }) => {
  await page.goto('/company/jobagency');
  await expect(page.getByRole('heading', { level: 1, name: '招聘中介名录' })).toBeVisible();
  await expect(tiers(page)).toHaveCount(3);
  expect(await tiers(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-tier')))).toEqual(['gold', 'silver', 'bronze']);
  await expect(page.getByTestId('agency-demo-notice')).toContainText('虚构的示例');
  await expect(page.getByTestId('agency-card').first()).toContainText('Puffin & Teapot Recruitment');

  await page.getByRole('searchbox', { name: '搜索中介' }).fill('hedgehog');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/q=hedgehog/);
  await expect(page.getByTestId('agency-card')).toHaveCount(1);
  await expect(page.getByTestId('agency-card')).toContainText('Hedgehog Harbour Recruiting');

  await page.goto('/company/jobagency?tier=bronze&lng=en');
  await expect(page.getByRole('button', { name: 'Bronze', pressed: true })).toBeVisible();
  await expect(tiers(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Using an agency to find a sponsored job: FAQ' })).toBeVisible();
  await page.getByText('Can an agency charge me a fee?').click();
  await expect(page.getByText('Conduct of Employment Agencies and Employment Businesses Regulations 2003', { exact: false })).toBeVisible();
});

test('an agency page shows services, contact, the demo notice and where reviews go; an unknown slug says so', async ({ page }) => {
  await page.goto('/company/cnagency');
  await expect(page.getByRole('heading', { level: 1, name: '中文中介排行榜' })).toBeVisible();
  const first = page.getByTestId('agency-card').first();
  await expect(first).toContainText('熊猫灯笼职业咨询');
  await expect(first.getByLabel('第 1 名')).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/company\/jobagency\/panda-lantern-careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Panda Lantern Careers');
  await expect(page.getByTestId('agency-services')).toContainText('简历修改');
  await expect(
    page.getByTestId('agency-contact').getByRole('link', { name: 'panda-lantern-careers.example', exact: true }),
  ).toHaveAttribute('href', 'https://panda-lantern-careers.example');
  await expect(page.getByTestId('agency-demo-notice')).toBeVisible();
  await expect(page.getByTestId('reviews-summary')).toBeVisible();
  await page.getByRole('link', { name: '返回中文中介排行榜' }).click();
  await expect(page).toHaveURL(/\/company\/cnagency$/);

  await page.goto('/company/jobagency/no-such-agency?lng=en');
  await expect(page.getByTestId('agency-not-found')).toContainText('This agency does not exist');
});

test('guests are asked to sign in to review an agency; a signed-in user rates it and sees the average', async ({ page, request }) => {
  await page.goto('/company/jobagency/lantern-hill-talent?lng=en');
  await expect(page.getByRole('link', { name: 'Sign in to review' })).toBeVisible();

  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/company/jobagency/lantern-hill-talent?lng=en');
  const form = page.getByTestId('review-form');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toContainText('rating');
  await form.getByLabel('4 stars: good').check({ force: true });
  await form.getByLabel('Your experience (optional)').fill('Clear about which employers hold a licence.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByTestId('reviews-summary')).toContainText('4.0');
  await expect(page.getByTestId('review-item').getByText('Clear about which employers hold a licence.')).toBeVisible();
});

test('screenshots of the agency pages in cn and en, desktop and mobile', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const device of DEVICES) {
    const context = await browser.newContext({ viewport: device.viewport, locale: 'zh-CN' });
    const page = await context.newPage();
    for (const lang of ['cn', 'en'] as const) {
      for (const route of ROUTES) {
        await page.goto(`${route.path}?lng=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('agencies-loading')).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/${route.name}-${device.name}-${lang}.png`, fullPage: true });
      }
    }
    await context.close();
  }
});
