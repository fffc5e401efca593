import { expect, test, type Page } from '@playwright/test';

const OPERATOR = 'operator@jobbridge.test';
const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('/company: the company analysis', () => {
  test('the header leads there; on the default install it draws the demo data, marked as demo', async ({ page }) => {
    const chartScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/echarts-/.test(request.url())) chartScripts.push(request.url());
    });
    await page.goto('/jobs');
    await expect(page.getByTestId('nav-company').first()).toBeVisible();
    // Other pages never fetch the chart library.
    expect(chartScripts).toEqual([]);

    await page.getByTestId('nav-company').first().click();
    await expect.poll(() => pathOf(page)).toBe('/company');
    await expect(page.getByRole('heading', { level: 1, name: '公司分析' })).toBeVisible();
    await expect(page).toHaveTitle('公司分析 · 英桥求职');
    await expect(page.getByTestId('analysis-demo')).toContainText('演示数据');
    await expect(page.getByTestId('data-date')).toContainText('演示名册：51 家虚构雇主');
    await expect(page.getByTestId('no-register')).toHaveCount(0);
    await expect(page.getByTestId('no-jobs')).toHaveCount(0);
    await expect(page.getByTestId('chart-routes')).toBeVisible();
    await expect(page.getByTestId('echart').first().locator('svg')).toHaveCount(1);
    // A chart further down is drawn when it scrolls into view, not before.
    const last = page.getByTestId('echart').last();
    await expect(last.locator('svg')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('svg')).toHaveCount(1);
    await expect(page.getByTestId('footer-data-source')).toContainText('内置演示名册，共 51 家虚构雇主');
    await expect(page.getByText('尚未导入')).toHaveCount(0);

    await page.goto('/company?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Company analysis' })).toBeVisible();
    await expect(page.getByTestId('analysis-demo')).toContainText('Demo data');
    await expect(page.getByTestId('footer-data-source')).toContainText('the bundled demo register, 51 fictional employers');
    await expect(page.getByText('not imported')).toHaveCount(0);
  });
});

test.describe('/forms', () => {
  test('post a job: checked, sent, confirmed, and the operator is told', async ({ page, request }) => {
    const url = `https://careers.example.co.uk/jobs/${Date.now()}`;
    await page.goto('/forms/postjob');
    await expect(page.getByRole('heading', { level: 1, name: '发布职位' })).toBeVisible();
    await expect(page).toHaveTitle('发布职位 · 英桥求职');

    await page.getByLabel('职位链接').fill('ftp://example.com/job');
    await page.getByLabel('您的邮箱或电话').fill('call me');
    await page.getByTestId('postjob-submit').click();
    await expect(page.getByText('请输入有效的邮箱地址或电话号码')).toBeVisible();
    await expect(page.getByLabel('职位链接')).toBeFocused();

    await page.getByLabel('职位链接').fill(url);
    await page.getByLabel('您的邮箱或电话').fill('+44 20 7946 0000');
    await page.getByLabel('备注（选填）').fill('提供技术工人签证担保');
    await page.getByTestId('postjob-submit').click();
    await expect(page.getByTestId('postjob-sent')).toContainText('谢谢，我们已收到您的职位');

    await expect
      .poll(async () => {
        const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(OPERATOR)}`);
        const messages = (await res.json()) as { subject: string; text: string }[];
        return messages.find((m) => m.text.includes(url))?.subject ?? '';
      })
      .toMatch(/^\[JobBridge\] Job to list #\d+$/);
  });

  test('feedback in English: every field required, then a confirmation and a way back', async ({ page }) => {
    await page.goto('/forms/feedback?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await page.getByTestId('feedback-submit').click();
    // Each empty field says what it needs.
    for (const text of ['Please enter a title', 'Description is required', 'Please enter your name'])
      await expect(page.getByText(text)).toHaveCount(1);

    await page.getByLabel('Title').fill('County filter');
    await page.getByLabel('Description').fill('Please let me filter sponsors by county.');
    await page.getByLabel('Your name').fill('Ann Example');
    await page.getByLabel('Your email').fill('ann@example.com');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-sent')).toContainText('Thank you for your feedback');
    await page.getByTestId('feedback-sent-again').click();
    await expect(page.getByLabel('Title')).toHaveValue('');
  });
});
