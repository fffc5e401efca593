import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useTokens, verifiedUser, type Tokens } from '../fixtures/auth';
import { buildViaApi, buyPlan, optimiseResult, screenshots } from '../ai/fixtures';

/**
 * The review step and optimise (decision 057), as a person does it: upload a PDF, see how it was read and
 * correct it, run optimise on it, see the new score, and export a PDF without accepting any rewrite.
 * With AI_SHOTS=<folder>, the review step and the optimise result are saved desktop and mobile, cn and en.
 */
const profile = {
  firstName: 'Na',
  lastName: 'Li',
  role: 'Finance Analyst',
  email: 'li.na.cv@example.com',
  phone: '07700 900456',
  country: 'United Kingdom',
  address: 'London',
  aboutMe: 'ACCA part-qualified finance professional with three years in FP&A. Comfortable with Excel and SQL.',
  linkedin: '',
  github: '',
  portfolio: '',
  education: [{ school: 'University of Leeds', major: 'Economics', degree: 'BSc', start: '09/2017', end: '06/2020' }],
  work: [
    {
      company: 'Meituan',
      role: 'Operations Analyst',
      location: 'Shenzhen',
      start: '03/2021',
      end: '08/2024',
      current: false,
      description:
        'Worked with finance to cut courier costs by 8%\nResponsible for producing the weekly cost report for twelve ' +
        'city managers\nUsed SQL to automate the daily order check, which saved 5 hours a week',
    },
  ],
};

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });

/** A real resume PDF of the profile above, made by the builder's renderer through the API (its profile removed again). */
async function builderPdf(request: APIRequestContext, tokens: Tokens): Promise<{ pdf: Buffer; resumeId: string }> {
  const profileId = await buildViaApi(request, tokens, profile);
  const finished = await request.post(`/api/app/profiles/${profileId}/finish`, { data: { template: 'modern-pro' }, headers: auth(tokens) });
  expect(finished.status(), await finished.text()).toBe(200);
  const { resume } = (await finished.json()) as { resume: { id: string } };
  const file = await request.get(`/api/app/resumes/${resume.id}/file`, { headers: auth(tokens) });
  const pdf = await file.body();
  expect((await request.delete(`/api/app/profiles/${profileId}`, { headers: auth(tokens) })).status()).toBe(204);
  return { pdf, resumeId: resume.id };
}

async function uploadThroughPage(page: Page, pdf: Buffer, alias: string) {
  await page.goto('/uploadResume');
  await page.getByTestId('upload-drop-input').setInputFiles({ name: 'li-na.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByTestId('alias-input').fill(alias);
  await page.getByTestId('upload-submit').click();
  // (The first PDF read in a server process loads pdfjs: allow it a moment.)
  await expect(page.getByTestId('reading-review')).toBeVisible({ timeout: 30_000 });
}

test('upload a PDF, correct its reading, optimise it, see the new score and export without accepting', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await verifiedUser(request);
  await buyPlan(request, tokens, 2);
  const made = await builderPdf(request, tokens);
  const pdf = made.pdf;
  await useTokens(page, tokens);

  await uploadThroughPage(page, pdf, 'Li Na EN');
  const review = page.getByTestId('reading-review');
  await expect(page.getByTestId('review-first-name')).toHaveValue('Na');
  await expect(page.getByTestId('review-role')).toHaveValue('Finance Analyst');
  await expect(page.getByTestId('review-company')).toHaveValue('Meituan');
  await expect(page.getByTestId('review-job-title')).toHaveValue('Operations Analyst');
  // Corrections: the employer's full name, and the skills the PDF left out.
  await page.getByTestId('review-company').fill('Shenzhen Meituan');
  await page.getByTestId('review-skills').fill('Excel, SQL, Power BI');
  // A bad date is refused in place, in the page's language (Chinese here).
  await review.getByLabel('开始').first().fill('13/2021');
  await page.getByTestId('review-confirm').click();
  await expect(review.getByText('请使用 MM/YYYY 格式，或只填年份')).toBeVisible();
  await review.getByLabel('开始').first().fill('03/2021');
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('upload-done')).toContainText('Li Na EN');
  // Only the uploaded copy stays (the builder's one was the way to a real PDF).
  expect((await request.delete(`/api/app/resumes/${made.resumeId}`, { headers: auth(tokens) })).status()).toBe(204);

  const list = (await (await request.get('/api/app/resumes', { headers: auth(tokens) })).json()) as { items: { id: string }[] };
  const resumeId = list.items[0]!.id;
  const reading = await (await request.get(`/api/app/resumes/${resumeId}/reading`, { headers: auth(tokens) })).json();
  expect(reading.reviewed).toBe(true);
  expect(reading.data.work[0].company).toBe('Shenzhen Meituan');
  expect(reading.data.aboutMe).toContain('Skills: Excel, SQL, Power BI');

  await page.goto('/app/airesumes');
  await page.getByTestId('ai-source').selectOption(`resume:${resumeId}`);
  await page.getByTestId('ai-optimise-button').click();
  const items = page.getByTestId('ai-item');
  await expect(items.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ai-optimisation')).toContainText('Cut courier costs by 8% by collaborating with finance');
  await expect(page.getByTestId('ai-optimisation')).toContainText('Operations Analyst at Shenzhen Meituan');
  await expect(page.getByTestId('ai-optimisation')).toContainText('ACCA part-qualified finance professional with three years in FP&A');
  const change = await page.getByTestId('ai-score-change').innerText();
  const [before, after] = [...change.matchAll(/\d+/g)].map((m) => Number(m[0]));
  expect(after).toBeGreaterThan(before!);

  // Export without accepting anything.
  await expect(page.getByTestId('ai-applied')).toHaveCount(0);
  await page.getByTestId('ai-export').click();
  await expect(page.getByTestId('ai-exported')).toBeVisible({ timeout: 30_000 });
  const after2 = (await (await request.get('/api/app/resumes', { headers: auth(tokens) })).json()) as { items: unknown[] };
  expect(after2.items).toHaveLength(2);

  // The manager opens the same step again later, with the reading as corrected.
  await page.goto('/app/resumesManage');
  await page.getByTestId('resume-row').filter({ hasText: 'Li Na EN' }).getByTestId('check-reading').click();
  await expect(page.getByTestId('review-company')).toHaveValue('Shenzhen Meituan');
  await expect(page.getByTestId('review-skills')).toHaveValue('Excel, SQL, Power BI');
  await page.getByTestId('review-later').click();
  await expect(page).toHaveURL(/\/app\/resumesManage$/);

  // Screenshots (AI_SHOTS): the review step of a fresh upload, and the optimise result.
  let shot = 0;
  await screenshots(
    browser,
    baseURL!,
    tokens,
    'review-step',
    async (p) => {
      shot += 1;
      const listed = (await (await request.get('/api/app/resumes', { headers: auth(tokens) })).json()) as { items: { id: string }[] };
      if (listed.items.length >= 3) await request.delete(`/api/app/resumes/${listed.items[0]!.id}`, { headers: auth(tokens) });
      await uploadThroughPage(p, pdf, `Shot ${shot}`);
    },
    'reading-review',
  );
  await screenshots(browser, baseURL!, tokens, 'optimise-result', optimiseResult(resumeId), 'ai-optimisation');
});
