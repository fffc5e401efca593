import { test, expect, type Page } from '@playwright/test';

/** The five text pages: their h1 and document title in Chinese (the default) and in English. */
const PAGES = [
  { path: '/privacy', cn: '隐私政策', en: 'Privacy policy' },
  { path: '/terms', cn: '服务条款', en: 'Terms of service' },
  { path: '/about', cn: '关于英桥求职', en: 'About JobBridge' },
  { path: '/contact', cn: '联系我们', en: 'Contact us' },
  { path: '/help', cn: '帮助中心', en: 'Help centre' },
] as const;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const info of PAGES) {
  test(`${info.path} shows its heading in Chinese, and in English after ?lng=en`, async ({ page }) => {
    await page.goto(info.path);
    await expect(h1(page, info.cn)).toBeVisible();
    await expect(page).toHaveTitle(`${info.cn} · 英桥求职`);

    await page.goto(`${info.path}?lng=en`);
    await expect(h1(page, info.en)).toBeVisible();
    await expect(page).toHaveTitle(`${info.en} · JobBridge`);
  });
}

test('/blankpage is empty apart from a visually hidden heading', async ({ page }) => {
  await page.goto('/blankpage');
  await expect(page.getByRole('heading', { level: 1, name: '空白页' })).toBeAttached();
  await expect(page).toHaveTitle('空白页 · 英桥求职');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
});

test('the privacy page tells people how to complain to the ICO', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('英国信息专员办公室（Information Commissioner', { exact: false }).first()).toBeVisible();
  const ico = page.getByRole('link', { name: /ico\.org\.uk/ });
  await expect(ico).toHaveAttribute('href', /^https:\/\/ico\.org\.uk\//);
  await expect(page.getByText('0303 123 1113', { exact: false })).toBeVisible();

  await page.goto('/privacy?lng=en');
  await expect(page.getByText("Information Commissioner's Office (ICO)", { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
});

test('the privacy and terms pages have a table of contents that links to their sections', async ({ page }) => {
  await page.goto('/terms?lng=en');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Payments, cancellation and refunds' }).click();
  await expect(page).toHaveURL(/#refunds$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payments, cancellation and refunds' })).toBeInViewport();
  await expect(page.getByText('21 November 2026')).toBeVisible();
});

test.describe('help centre', () => {
  test('typing in the search box narrows the questions, and clearing it brings them back', async ({ page }) => {
    await page.goto('/help?lng=en');
    const questions = page.getByRole('main').getByRole('group');
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await expect(questions.first()).toBeVisible();
    const all = await questions.count();
    expect(all).toBeGreaterThan(20);

    await search.fill('gmail');
    await expect.poll(() => questions.count()).toBeLessThan(all);
    await expect(page.getByText('Why do I need to link Gmail, and what can JobBridge do with it?')).toBeVisible();
    await expect(page.getByText('What do an A rating and a B rating mean?')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(`of ${all} questions`);

    await search.fill('zzzz-nothing-matches');
    await expect(questions).toHaveCount(0);
    await expect(page.getByText('No questions match "zzzz-nothing-matches"')).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(questions).toHaveCount(all);
  });

  test('filters Chinese questions too, and opens an answer on click', async ({ page }) => {
    await page.goto('/help');
    const questions = page.getByRole('main').getByRole('group');
    await expect(questions.first()).toBeVisible();
    const all = await questions.count();

    await page.getByRole('searchbox', { name: '搜索问题' }).fill('薪资门槛');
    await expect.poll(() => questions.count()).toBeLessThan(all);
    await page.getByText('职位的薪资需要达到多少？').click();
    await expect(page.getByText('每年 £41,700', { exact: false })).toBeVisible();
  });

  test('a link to a question opens it', async ({ page }) => {
    await page.goto('/help?lng=en#q-salary-threshold');
    await expect(page.getByText('£41,700 a year', { exact: false })).toBeVisible();
  });
});

/**
 * The page as the app draws it by itself: the server's first view (decision 049) already holds /api/site's
 * answer, so a mock of the browser's request would never be asked. Sent without it, as the server does when it
 * has no first view to give, the app asks the API itself.
 */
async function withoutFirstView(page: Page) {
  await page.route(/\/contact(\?|$)/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="first-view-state">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    await route.fulfill({ response, body: html });
  });
}

test.describe('contact details', () => {
  test.beforeEach(({ page }) => withoutFirstView(page));

  test('shows the contact email from /api/site as a mailto link', async ({ page }) => {
    // The real answer with only the contact email changed, so the mock cannot drift from the contract.
    await page.route('**/api/site', async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({ json: { ...real, contact: { ...real.contact, email: 'help@jobbridge.test' } } });
    });
    await page.goto('/contact?lng=en');
    await expect(page.getByRole('main').getByRole('link', { name: 'help@jobbridge.test' })).toHaveAttribute(
      'href',
      'mailto:help@jobbridge.test',
    );
  });

  test('falls back to the chat buttons when /api/site fails', async ({ page }) => {
    await page.route('**/api/site', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/contact?lng=en');
    await expect(h1(page, 'Contact us')).toBeVisible();
    await expect(page.getByRole('main').getByText('Use the chat buttons at the bottom right of any page', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveCount(0);
  });

  test('links to help, feedback and posting a job', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help');
    await expect(main.getByRole('link', { name: '意见反馈' })).toHaveAttribute('href', '/forms/feedback');
    await expect(main.getByRole('link', { name: '雇主：发布职位' })).toHaveAttribute('href', '/forms/postjob');
  });
});
