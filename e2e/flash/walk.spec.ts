import { readFile } from 'node:fs/promises';
import { renderResumePdf } from '@jobbridge/resume-pdf';
import { extractPdfText } from '@jobbridge/resume-pdf/reader';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readOutbox, useTokens, verifiedUser } from '../fixtures/auth';
import { buyPlan, listResumes, optimiseResult, screenshots } from '../ai/fixtures';
import { DESKTOP, linkDevMailbox, SHOTS, shots } from './fixtures';

/**
 * A new user's whole way in the browser (issue 41): upload a real PDF resume, check and correct its reading, put a
 * job at a licensed sponsor and one whose ad says no sponsorship on the Flash list, include the second on purpose,
 * write English letters, open the attached PDF, send, and read the emails as the employer's inbox (the development
 * outbox) received them. Interface in Chinese, letters in English. FLASH_SHOTS saves the letter and confirm steps,
 * AI_SHOTS the optimise result of the same resume (desktop and mobile, cn and en).
 */

/** A Chinese graduate in the UK on the Graduate visa, who needs a sponsor for a job after it. */
const person = {
  firstName: 'Wei',
  lastName: 'Zhang',
  role: 'Business Analyst',
  email: 'zhang.wei.walk@example.com',
  phone: '07700 900789',
  country: 'United Kingdom',
  address: 'Manchester',
  aboutMe: 'Business analyst with four years in logistics and travel, turning operations data into decisions.',
  linkedin: '',
  github: '',
  portfolio: '',
  education: [{ school: 'University of Manchester', major: 'Business Analytics', degree: 'MSc', start: '09/2019', end: '09/2020' }],
  work: [
    {
      company: 'Hollybank Logistics',
      role: 'Business Analyst',
      location: 'Manchester',
      start: '10/2022',
      end: '',
      current: true,
      description:
        'Mapped the order-to-cash process for 3 warehouses and cut invoice errors by 20%\nGathered requirements from 15 ' +
        'stakeholders for a new stock system\nBuilt Power BI dashboards used weekly by the operations board',
    },
    {
      company: 'Jinjiang Travel',
      role: 'Data Analyst',
      location: 'Shanghai',
      start: '07/2020',
      end: '09/2022',
      current: false,
      description: 'Automated the monthly bookings report with SQL, saving 6 hours a month\nAnalysed survey data from 40,000 travellers',
    },
  ],
};
const NAME = 'Wei Zhang';
/** Two Business Analyst ads of the demo data: one at a licensed sponsor, one that says it does not sponsor. */
const SPONSOR = { company: 'Fernlea Foods Ltd', reference: 'BA-9975' };
const REFUSES = { company: 'Tidewater Digital Ltd', reference: 'BA-6380' };

/** The words a reader of the PDF sees, lines joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await extractPdfText(new Uint8Array(bytes))).text;
}

/** An English resume's headings, and no Chinese ones or full-width punctuation. */
function expectEnglishResume(text: string) {
  expect(text).toContain(NAME);
  expect(text).toMatch(/experience/i);
  expect(text).toMatch(/education/i);
  expect(text).not.toMatch(/工作经历|教育经历|个人简介|[，：]/);
}

/** With FLASH_SHOTS: the PDF as Chromium's viewer shows it (the same in any interface language). */
async function pdfShot(page: Page, pdf: Buffer, name: string) {
  if (!SHOTS) return;
  const viewer = await page.context().newPage();
  await viewer.route('http://pdf.test/resume.pdf', (route) => route.fulfill({ contentType: 'application/pdf', body: pdf }));
  await viewer.goto('http://pdf.test/resume.pdf');
  // The viewer draws after the load event.
  await viewer.waitForTimeout(2_000);
  await viewer.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await viewer.close();
}

/** Puts the job of that employer, from a search for its title, on the Flash list. */
async function addToFlash(page: Page, company: string) {
  await page.goto('/jobs?q=business%20analyst');
  const card = page.getByTestId('results').getByTestId('job-card').filter({ hasText: company }).first();
  const flash = card.getByTestId('mark-flash');
  const stored = page.waitForResponse((r) => r.url().includes('/marks') && r.request().method() === 'PATCH');
  await flash.click();
  await expect(flash).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).ok()).toBe(true);
}

/** The one email the outbox holds for `to`, with its attached PDF's text. */
async function received(request: APIRequestContext, to: string) {
  const [mail] = (await readOutbox(request, to)) as unknown as {
    id: string;
    subject: string;
    text: string;
    attachments: { position: number; filename: string; contentType: string }[];
  }[];
  const pdf = mail!.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf, 'a PDF attached').toBeTruthy();
  const file = await request.get(`/api/dev/mail/${mail!.id}/attachments/${pdf!.position}`);
  expect(file.status()).toBe(200);
  return { ...mail!, pdfText: await pdfText(await file.body()) };
}

test('upload a PDF, correct its reading, Flash Apply to a sponsor and to an ad that says no sponsorship, read what was sent', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await verifiedUser(request);
  const until = new Date().getFullYear() + 1;
  const declared = await request.put('/api/app/account/right-to-work', {
    data: { status: 'graduate', until: `${until}-06-30` },
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(declared.ok(), await declared.text()).toBe(true);
  const resumePdf = await renderResumePdf(person, { template: 'modern-pro', language: 'en' });
  await useTokens(page, tokens);
  await page.setViewportSize(DESKTOP);

  // 1. Upload, see how it was read, correct the employer's full name, save.
  await page.goto('/uploadResume');
  await page.getByTestId('upload-drop-input').setInputFiles({ name: 'wei-zhang.pdf', mimeType: 'application/pdf', buffer: resumePdf });
  await page.getByTestId('alias-input').fill('Wei EN');
  await page.getByTestId('upload-submit').click();
  // (The first PDF read in a server process loads pdfjs: allow it a moment.)
  await expect(page.getByTestId('reading-review')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('review-first-name')).toHaveValue('Wei');
  await expect(page.getByTestId('review-role')).toHaveValue('Business Analyst');
  await expect(page.getByTestId('review-job-title').first()).toHaveValue('Business Analyst');
  await expect(page.getByTestId('review-company').first()).toHaveValue('Hollybank Logistics');
  await page.getByTestId('review-company').first().fill('Hollybank Logistics Ltd');
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('upload-done')).toContainText('Wei EN');

  // 2. Two jobs on the Flash list, and the development mailbox linked in Settings.
  await addToFlash(page, SPONSOR.company);
  await addToFlash(page, REFUSES.company);
  await linkDevMailbox(page);

  // The ad that says no sponsorship is left out, says why, and is included only on purpose.
  await page.goto('/app/easy');
  const items = page.getByTestId('flash-item');
  await expect(items).toHaveCount(2);
  const refusing = items.filter({ hasText: REFUSES.company });
  await expect(refusing.getByTestId('verdict-badge')).toHaveAttribute('data-kind', 'no_sponsorship');
  await expect(refusing.getByTestId('flash-left-out')).toHaveText('已排除：写明不提供担保');
  await expect(refusing.getByRole('checkbox')).toBeDisabled();
  await page.getByTestId('flash-select-all').click();
  await expect(page.getByTestId('flash-selected-count')).toHaveText('已选 1 / 2');
  await page.getByTestId('flash-include-no-sponsor').check();
  await refusing.getByRole('checkbox').check();
  await expect(page.getByTestId('flash-selected-count')).toHaveText('已选 2 / 2');
  // English by default for UK employers; chosen anyway, as a person checking it would.
  await expect(page.getByTestId('flash-letter-language')).toHaveValue('en');
  await page.getByLabel('求职信语言').selectOption({ label: '英文' });
  await page.getByLabel('附带的简历').selectOption({ label: 'Wei EN' });
  await page.getByTestId('flash-generate').click();
  await expect(page.getByRole('progressbar', { name: '已完成的求职信' })).toHaveAttribute('aria-valuenow', '2', { timeout: 60_000 });
  await page.getByTestId('flash-to-edit').click();

  // 3. The letters: English, addressed to each employer, the ad's reference in the subject, signed by the person.
  const editor = page.getByTestId('flash-editor');
  const letters: Record<string, { subject: string; letter: string }> = {};
  for (const job of [SPONSOR, REFUSES]) {
    await page.getByRole('button', { name: new RegExp(job.company) }).click();
    await expect(editor.getByRole('heading')).toContainText(job.company);
    const subject = await page.getByLabel('邮件主题').inputValue();
    expect(subject).toContain(`Ref: ${job.reference}`);
    expect(subject).toContain(NAME);
    const letter = await page.getByLabel('求职信').inputValue();
    expect(letter).toMatch(/^Dear /);
    expect(letter).toContain(NAME);
    expect(letter).toContain(job.company);
    // The employer as corrected on the review step, not as the PDF was read.
    expect(letter).toContain('Hollybank Logistics Ltd');
    // The visa as the account declares it, in British terms (no US work-authorisation line).
    expect(letter).toContain(`I hold a Graduate visa valid until June ${until}`);
    expect(letter).not.toMatch(/[|*#]|\p{Script=Han}|authori[sz]ed to work/u);
    letters[job.company] = { subject, letter };
  }
  await shots(page, 'walk-letter');

  await page.getByTestId('flash-to-confirm').click();
  const confirm = page.getByTestId('flash-confirm');
  await expect(page.getByTestId('flash-confirm-summary')).toContainText('2 封邮件');
  await expect(confirm.getByTestId('verdict-badge')).toHaveCount(2);
  await expect(confirm.locator('[data-testid="verdict-badge"][data-kind="no_sponsorship"]')).toHaveCount(1);
  await expect(page.getByTestId('flash-confirm-language')).toHaveText('求职信语言：英文');
  await expect(confirm).toContainText('附件：wei-zhang.pdf');
  // The attached resume, opened before sending: the exact PDF each email carries, in English.
  const download = page.waitForEvent('download');
  await page.getByTestId('flash-preview-resume').click();
  const preview = await download;
  // Under the name the employer receives it.
  expect(preview.suggestedFilename()).toBe('wei-zhang.pdf');
  const attached = await readFile((await preview.path())!);
  expectEnglishResume(await pdfText(attached));
  const recipients = await confirm.locator('li').allInnerTexts();
  await shots(page, 'walk-confirm');
  await pdfShot(page, attached, 'walk-attachment');

  await page.getByTestId('flash-send').click();
  await expect(page.getByText('申请已发送')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('flash-email').getByText('发送成功')).toHaveCount(2);

  // 4. What each employer received: the subject with its reference, the letter as read, the resume PDF.
  for (const job of [SPONSOR, REFUSES]) {
    const row = recipients.find((r) => r.includes(job.company))!;
    const to = row.match(/[\w.+-]+@[\w.-]+/)![0];
    const mail = await received(request, to);
    const read = letters[job.company]!;
    expect(mail.subject).toBe(read.subject);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(read.letter.replace(/\s+/g, ' ').trim());
    expectEnglishResume(mail.pdfText);
  }

  // AI_SHOTS: the optimise result of the same resume (optimise is a paid tool).
  if (process.env.AI_SHOTS) {
    await buyPlan(request, tokens, 2);
    const resumeId = (await listResumes(request, tokens))[0]!.id;
    await screenshots(browser, baseURL!, tokens, 'walk-optimise-result', optimiseResult(resumeId), 'ai-optimisation');
  }
});
