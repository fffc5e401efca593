import { expect, test, type Locator, type Page } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';
import { ownAddress, pathOf, signInThroughForm } from '../auth/helpers';

/** Job search, detail, tracking and the saved/applied lists against the real API and its demo jobs (zh-CN). */

const TEXT = {
  queryRequired: '请输入关键词或地点',
  offers: '提供签证担保',
  verdictTitle: '这个职位能担保签证吗？',
  savedEmpty: '您还没有保存任何职位',
} as const;

test.beforeEach(async ({ page }) => ownAddress(page));

/** The employer sites of the demo ads (`*.example`) answer with a stub page instead of a DNS failure. */
async function stubEmployerSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\/[^/]+\.example\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Employer</title><p>Employer site</p>' }),
    );
}

async function search(page: Page, q: string, location = '') {
  const form = page.getByTestId('jobs-search-form');
  await form.getByTestId('search-keyword').fill(q);
  await form.getByTestId('search-location').fill(location);
  await form.getByTestId('search-submit').click();
}

const cards = (page: Page): Locator => page.getByTestId('results').getByTestId('job-card');

/** The id of the first job a search finds, through the API. */
async function firstJobId(page: Page, q: string): Promise<{ id: number; title: string; company: string }> {
  const res = await page.request.get(`/api/jobs/search?q=${encodeURIComponent(q)}&pageSize=1`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: number; title: string; company: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  return body.items[0]!;
}

/** Today as the applied list writes it (UK time). */
const todayCn = () =>
  new Intl.DateTimeFormat('zh-CN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date());

test('search "analyst": results with verdict badges; selecting a job shows its verdict block beside the list', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByTestId('jobs-start')).toBeVisible();
  await search(page, 'analyst');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('analyst');
  await expect(cards(page).first()).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(1);
  for (const card of await cards(page).all()) await expect(card.getByTestId('verdict-badge')).toBeVisible();
  await expect(page.getByTestId('results-count')).toHaveText(/共 [\d,]+ 个职位/);
  // Demo jobs say so.
  await expect(cards(page).first().getByTestId('demo-tag')).toHaveText('演示');

  const second = cards(page).nth(1);
  const title = (await second.getByTestId('job-card-link').textContent())!.trim();
  await second.getByTestId('job-card-link').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('job')).toBe(await second.getAttribute('data-job-id'));
  const panel = page.getByTestId('detail-panel');
  await expect(panel.getByTestId('job-title')).toHaveText(title);
  await expect(panel.getByTestId('job-title')).toBeFocused();
  const verdict = panel.getByTestId('verdict-block');
  await expect(verdict).toBeVisible();
  await expect(verdict.getByRole('heading', { name: TEXT.verdictTitle })).toBeVisible();
  await expect(verdict.getByTestId('verdict-explanation')).not.toBeEmpty();
  await expect(verdict.getByTestId('verdict-reasons').locator('li').first()).toBeVisible();
  await expect(panel.getByTestId('job-description')).not.toBeEmpty();
  await expect(panel.getByTestId('apply-external')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(panel.getByTestId('apply-external')).toHaveAttribute('target', '_blank');

  // The "What does this mean?" pop-over explains the visa words.
  await verdict.getByTestId('visa-terms-trigger').click();
  await expect(page.getByTestId('visa-terms')).toContainText('持牌担保雇主');
  await expect(page.getByTestId('visa-terms')).toContainText('£41,700');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('visa-terms')).toBeHidden();

  // Search history (visitor: this device) shows the search when the box has focus, and re-runs it.
  await page.goto('/jobs');
  await page.getByTestId('search-keyword').focus();
  await expect(page.getByTestId('search-history-item').first()).toContainText('analyst');
  await page.getByTestId('search-history-item').first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('analyst');
  await expect(cards(page).first()).toBeVisible();
});

test('a keyword or a location is needed; a location alone is a valid search', async ({ page }) => {
  let searches = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/jobs/search')) searches += 1;
  });
  await page.goto('/jobs');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('search-error')).toHaveText(TEXT.queryRequired);
  await expect(page.getByTestId('search-keyword')).toHaveAttribute('aria-invalid', 'true');
  expect(searches).toBe(0);
  expect(new URL(page.url()).search).toBe('');

  await search(page, '', 'London');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('search-error')).toHaveCount(0);
  await expect(page.getByTestId('jobs-error')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('location')).toBe('London');
});

test('a Chinese search says what it understood: a town among the words is the place, in both languages', async ({ page }) => {
  await page.goto('/jobs');
  await search(page, '数据分析师 伦敦');
  await expect(cards(page).first()).toBeVisible();
  const understood = page.getByTestId('understood');
  await expect(understood).toHaveText('已理解：数据分析师 → data analyst·伦敦 → London地点');
  for (const card of await cards(page).all()) await expect(card).toContainText('London');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(understood).toHaveText('Understood: 数据分析师 → data analyst·伦敦 → Londonplace');

  // Chinese nobody knows: a clear empty state naming the words.
  await search(page, '喵喵喵');
  await expect(page.getByTestId('jobs-empty')).toBeVisible();
  await expect(page.getByTestId('not-understood')).toHaveText('Not understood: 喵喵喵');
  await expect(page.getByTestId('empty-not-understood')).toContainText('We could not understand these Chinese words: 喵喵喵');
});

test('an English search shows its job words and town in Chinese, on the Chinese page only', async ({ page }) => {
  await page.goto('/jobs');
  await search(page, 'data analyst london');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('in-chinese')).toHaveText('中文对照：data analyst → 数据分析师·london → 伦敦');
  await expect(page.getByTestId('understood')).not.toContainText('已理解');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('in-chinese')).toHaveCount(0);
});

test('the sponsorship filter narrows the results: offers sponsorship only', async ({ page }) => {
  await page.goto('/jobs?q=analyst');
  await expect(cards(page).first()).toBeVisible();
  const before = await page.getByTestId('results-count').textContent();
  await page.getByTestId('filter-open-verdict').click();
  const option = page.getByTestId('filter-verdict-offers_sponsorship');
  await expect(option.locator('xpath=ancestor::label')).toContainText(/\d/);
  await option.click();
  await expect(option).toBeChecked();
  await expect.poll(() => new URL(page.url()).searchParams.get('verdict')).toBe('offers_sponsorship');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('results-count')).not.toHaveText(before!);
  await expect(cards(page).first()).toBeVisible();
  const badges = cards(page).getByTestId('verdict-badge');
  for (const badge of await badges.all()) {
    await expect(badge).toHaveAttribute('data-kind', 'offers_sponsorship');
    await expect(badge).toHaveText(TEXT.offers);
  }
  // Back returns to the unfiltered results.
  await page.goBack();
  await expect(page.getByTestId('results-count')).toHaveText(before!);
});

test('signed in: save from the results, find it in saved jobs, unsave it there', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app/savedJobs');
  await expect(page.getByTestId('marked-empty')).toContainText(TEXT.savedEmpty);
  await expect(page.getByTestId('sample-card')).toHaveCount(5);
  await expect(page.getByTestId('sample-card').first()).toContainText('示例');
  await expect(page.getByTestId('sample-card').first().locator('a')).toHaveCount(0);

  await page.goto('/jobs?q=nurse');
  const card = cards(page).first();
  await expect(card).toBeVisible();
  const title = (await card.getByTestId('job-card-link').textContent())!.trim();
  const save = card.getByTestId('mark-saved');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // The button turns at once (optimistic); wait for the server's answer before leaving, as a full page load would
  // cancel the request still in flight.
  const stored = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/marks'));
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).status()).toBe(200);
  // The detail beside the list shows the same mark.
  await expect(page.getByTestId('detail-panel').getByTestId('mark-saved')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/app/savedJobs');
  const saved = page.getByTestId('marked-list').getByTestId('job-card');
  await expect(saved).toHaveCount(1);
  await expect(saved.first().getByTestId('job-card-link')).toHaveText(title);
  await saved.first().getByTestId('mark-saved').click();
  await expect(page.getByTestId('marked-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('marked-empty')).toBeVisible();
});

test('a visitor pressing Save is told why on the login page, and comes back to the same search and job', async ({ page, request }) => {
  test.slow();
  const { user } = await verifiedUser(request);
  await page.goto('/jobs?q=analyst&sort=time');
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  const second = cards(page).nth(1);
  const id = await second.getAttribute('data-job-id');
  const title = (await second.getByTestId('job-card-link').textContent())!.trim();
  await second.getByTestId('mark-saved').click();
  await expect.poll(() => pathOf(page)).toBe('/login');
  await expect(page.getByTestId('login-reason')).toHaveText('登录后才能保存职位。登录后会带您回到这个职位。');
  await signInThroughForm(page, user);
  await expect.poll(() => pathOf(page)).toBe('/jobs');
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe('analyst');
  expect(url.searchParams.get('sort')).toBe('time');
  // Back on the job they tried to save, beside the list.
  expect(url.searchParams.get('job')).toBe(id);
  await expect(page.getByTestId('detail-panel').getByTestId('job-title')).toHaveText(title);
  await expect(cards(page).first()).toBeVisible();
});

test("'Did you apply?' after visiting the employer's site: Yes puts the job in applied jobs with today's date", async ({
  page,
  request,
}) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await stubEmployerSites(page);
  const job = await firstJobId(page, 'data analyst');
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByTestId('job-title')).toHaveText(job.title);

  const popup = page.waitForEvent('popup');
  await page.getByTestId('apply-external').click();
  await (await popup).close();
  // Leaving for the employer's tab and coming back.
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
  const dialog = page.getByTestId('apply-prompt');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText(job.title);
  await dialog.getByTestId('apply-prompt-yes').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('mark-applied')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/app/applied');
  const applied = page.getByTestId('marked-list').getByTestId('job-card');
  await expect(applied).toHaveCount(1);
  await expect(applied.first().getByTestId('job-card-link')).toHaveText(job.title);
  await expect(applied.first().getByTestId('applied-date')).toHaveText(`申请日期：${todayCn()}`);
});

test('the standalone job page: title, verdict, related jobs; an unknown id is not found', async ({ page }) => {
  const job = await firstJobId(page, 'nurse');
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // The brand in the page's language, like every other title (英桥求职 in Chinese, JobBridge in English).
  await expect(page).toHaveTitle(`${job.title} · ${job.company} · 英桥求职`);
  await expect(page.getByTestId('verdict-block')).toBeVisible();
  await expect(page.getByTestId('job-description')).not.toBeEmpty();
  await expect(page.getByTestId('related-job').first()).toBeVisible();
  expect(await page.getByTestId('related-job').count()).toBeLessThanOrEqual(6);

  await page.goto('/jobs/999999');
  await expect(page.getByTestId('job-not-found')).toBeVisible();
  await expect(page.getByTestId('job-detail-error')).toHaveCount(0);
});

test('small screens: tapping a result opens /jobs/{id}, and Back returns to the results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobs?q=analyst');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('detail-panel')).toHaveCount(0);
  // Filters live in a slide-over panel.
  await page.getByTestId('filters-open').click();
  await expect(page.getByTestId('filters-panel')).toBeVisible();
  await page.getByTestId('filters-show').click();
  await expect(page.getByTestId('filters-panel')).toBeHidden();

  const first = cards(page).first();
  const id = await first.getAttribute('data-job-id');
  await first.getByTestId('job-card-link').click();
  await expect.poll(() => pathOf(page)).toBe(`/jobs/${id}`);
  await expect(page.getByTestId('job-page').getByTestId('verdict-block')).toBeVisible();
  await page.getByTestId('job-page-back').click();
  await expect.poll(() => pathOf(page)).toBe('/jobs');
  await expect(cards(page).first()).toBeVisible();
});

test("'Did you apply?' as a visitor: Yes, sign in, and the job is marked applied on the way back", async ({ page, request }) => {
  const { user } = await verifiedUser(request);
  await stubEmployerSites(page);
  const job = await firstJobId(page, 'nurse');
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByTestId('job-title')).toHaveText(job.title);

  const popup = page.waitForEvent('popup');
  await page.getByTestId('apply-external').click();
  await (await popup).close();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const dialog = page.getByTestId('apply-prompt');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('apply-prompt-yes').click();
  await expect.poll(() => pathOf(page)).toBe('/login');
  await signInThroughForm(page, user);
  await expect.poll(() => pathOf(page)).toBe(`/jobs/${job.id}`);
  await expect(page.getByTestId('mark-applied')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/app/applied');
  await expect(page.getByTestId('marked-list').getByTestId('job-card').first().getByTestId('job-card-link')).toHaveText(job.title);
});

test('recommended for you: from a signed-in user’s searches, on the home page and on /jobs', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/');
  await expect(page.getByTestId('recommendations-empty')).toBeVisible();

  await page.goto('/jobs?q=nurse&location=Nottingham');
  await expect(cards(page).first()).toBeVisible();
  await page.goto('/');
  const list = page.getByTestId('recommendations-list').getByTestId('job-card');
  await expect(list.first()).toBeVisible();
  expect(await list.count()).toBeLessThanOrEqual(6);
  await expect(page.getByTestId('recommendations-basis')).toHaveText('根据您最近的搜索：nurse，Nottingham 附近');

  await page.goto('/jobs');
  await expect(page.getByTestId('jobs-start')).toBeVisible();
  await expect(page.getByTestId('recommendations-list').getByTestId('job-card').first()).toBeVisible();
});
