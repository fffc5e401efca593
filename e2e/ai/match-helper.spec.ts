import { expect, test, type Page } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';
import { buildViaApi, buyPlan, firstJob, screenshots } from './fixtures';

/**
 * Matching a resume to a job from the job's page (and on in the assistant), and the builder's AI helper, against
 * the real server and its built-in engine. Browser in Chinese. AI_SHOTS=<folder> also saves screenshots.
 */

async function matchOnJobPage(page: Page, jobId: number) {
  await page.goto(`/jobs/${jobId}`);
  const panel = page.getByTestId('resume-match');
  await panel.getByTestId('resume-match-button').click();
  await expect(panel.getByTestId('ai-match-score')).toHaveText(/^\d{1,3}\/100$/);
}

test('a guest is asked to sign in; a signed-in user matches a resume to the job from its page, then in the assistant', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const job = await firstJob(request, 'analyst');
  await page.goto(`/jobs/${job.id}`);
  const guest = page.getByTestId('resume-match-guest');
  await expect(guest).toContainText('登录后即可用您的简历匹配此职位');

  const { tokens } = await verifiedUser(request);
  await buildViaApi(request, tokens);
  await useTokens(page, tokens);
  await page.goto(`/jobs/${job.id}`);
  const panel = page.getByTestId('resume-match');
  await expect(panel.getByTestId('resume-match-source')).toContainText('Mei Chen Data Analyst');
  await panel.getByTestId('resume-match-button').click();
  const result = panel.getByTestId('ai-match');
  await expect(result.getByTestId('ai-match-score')).toHaveText(/^\d{1,3}\/100$/);
  await expect(result).toContainText(`匹配职位：${job.title}`);
  await expect(result.getByTestId('ai-match-found')).toContainText(/找到 \d+ 个关键词/);
  await expect(result.getByTestId('ai-match-missing')).toContainText(/(缺少 \d+ 个关键词)/);
  await expect(result.getByTestId('ai-match-change').first()).toBeVisible();
  await page.getByTestId('job-detail').getByTestId('mark-saved').click();
  await expect(page.getByTestId('job-detail').getByTestId('mark-saved')).toHaveAttribute('aria-pressed', 'true');

  // On to the assistant with this job chosen.
  await panel.getByTestId('resume-match-assistant').click();
  await expect(page).toHaveURL(new RegExp(`/app/airesumes\\?job=${job.id}$`));
  await expect(page.getByTestId('ai-job')).toHaveValue(String(job.id));
  await expect(page.getByTestId('ai-job').locator('option:checked')).toContainText(job.title);
  await page.getByTestId('ai-match-button').click();
  await expect(page.getByTestId('ai-match')).toContainText(job.title);
  await page.getByTestId('ai-score-button').click();
  await expect(page.getByTestId('ai-score')).toContainText(`按 ${job.title}`);

  // Without the link, the saved job is there to choose.
  await page.goto('/app/airesumes');
  await expect(page.getByTestId('ai-job')).toHaveValue('');
  await page.getByTestId('ai-job').selectOption(String(job.id));
  await page.getByTestId('ai-match-button').click();
  await expect(page.getByTestId('ai-match')).toContainText(job.title);

  await screenshots(browser, baseURL!, tokens, 'job-match', (p) => matchOnJobPage(p, job.id), 'resume-match');
  await screenshots(
    browser,
    baseURL!,
    tokens,
    'assistant-match',
    async (p) => {
      await p.goto(`/app/airesumes?dashboard=1&job=${job.id}`);
      await expect(p.getByTestId('ai-job')).toHaveValue(String(job.id));
      await expect(p.getByTestId('ai-job').locator('option:checked')).toContainText(job.title);
      await p.getByTestId('ai-match-button').click();
      await expect(p.getByTestId('ai-match')).toBeVisible();
      await p.getByTestId('ai-score-button').click();
      await expect(p.getByTestId('ai-score')).toBeVisible();
    },
    'ai-match',
  );
});

test("the builder's AI helper says what it needs, then writes About Me into the field to edit", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { tokens } = await verifiedUser(request);
  await buyPlan(request, tokens, 2);
  const profileId = await buildViaApi(request, tokens, { aboutMe: '' });
  await useTokens(page, tokens);

  await page.goto(`/editResume?profile=${profileId}`);
  const helper = page.getByTestId('ai-helper-aboutMe');
  await expect(helper.getByTestId('ai-helper-left')).toContainText('10 / 10');
  // The typed Role names a role of the list, so it is chosen; without a choice the helper says what is missing.
  await expect(page.getByTestId('ai-role')).toHaveValue('data-analyst');
  await page.getByTestId('ai-role').selectOption('');
  await helper.getByTestId('ai-helper-button').click();
  await expect(helper.getByTestId('ai-helper-note')).toContainText('在职位下方的列表中选择一个职位');

  await page.getByTestId('ai-role').selectOption('data-analyst');
  await helper.getByTestId('ai-helper-button').click();
  const text = helper.getByTestId('ai-helper-text');
  await expect(text).not.toBeEmpty();
  const written = (await text.textContent())!;
  // Shown first, not put anywhere until the person says so.
  await expect(page.getByTestId('field-aboutMe')).toHaveValue('');
  await helper.getByTestId('ai-helper-use').click();
  await expect(page.getByTestId('field-aboutMe')).toHaveValue(written);
  await expect(helper.getByTestId('ai-helper-left')).toContainText('9 / 10');
  // Built from the person's own facts.
  expect(written).toMatch(/Power BI|Excel|Northwind/);

  // A role's description, from the entry itself.
  const work = page.getByTestId('ai-helper-work-0');
  await work.getByTestId('ai-helper-button').click();
  await expect(work.getByTestId('ai-helper-text')).not.toBeEmpty();

  await screenshots(
    browser,
    baseURL!,
    tokens,
    'builder-helper',
    async (p) => {
      await p.goto(`/editResume?profile=${profileId}`);
      const h = p.getByTestId('ai-helper-aboutMe');
      await h.getByTestId('ai-helper-button').click();
      await expect(h.getByTestId('ai-helper-text')).not.toBeEmpty();
    },
    'ai-helper-aboutMe',
  );
});

test('on Basic the AI helper button explains that the plan has no helper uses', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  const profileId = await buildViaApi(request, tokens);
  await useTokens(page, tokens);

  await page.goto(`/editResume?profile=${profileId}`);
  const helper = page.getByTestId('ai-helper-aboutMe');
  await expect(helper.getByTestId('ai-helper-left')).toHaveText('您的套餐不含 AI 助手次数。');
  await helper.getByTestId('ai-helper-button').click();
  await expect(helper.getByTestId('ai-helper-note')).toContainText('基础版套餐不含 AI 助手');
  await helper.getByTestId('ai-helper-note').getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/membership$/);
});
