import { scannedPdf } from '@jobbridge/resume-pdf/testing';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';
import { samplePdf, uploadViaApi } from './fixtures';

/** The resume builder (/createResume → /inputManul → /profile-success → the manager), in Chinese. */

const REQUIRED = {
  firstName: '名字为必填项',
  lastName: '姓氏为必填项',
  role: '职位为必填项',
  email: '邮箱为必填项',
  school: '学校名称为必填项',
  company: '公司名称为必填项',
  description: '描述为必填项',
} as const;

async function savedNow(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
}

const field = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: true });

test('build a resume through the form: errors shown, autosave survives a reload, export, and it is in the manager', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/createResume');
  await page.getByTestId('create-scratch').click();
  await expect(page).toHaveURL(/\/inputManul\?profile=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('resume-builder')).toBeVisible();

  // Finishing an empty form shows each required field's own message.
  await page.getByTestId('finish').click();
  for (const message of Object.values(REQUIRED)) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('field-firstName')).toBeFocused();

  await page.getByTestId('field-firstName').fill('Mei');
  await expect(page.getByText(REQUIRED.firstName)).toHaveCount(0);
  await page.getByTestId('field-lastName').fill('Chen');
  await savedNow(page);
  // A refresh loses nothing.
  await page.reload();
  await expect(page.getByTestId('field-firstName')).toHaveValue('Mei');
  await expect(page.getByTestId('field-lastName')).toHaveValue('Chen');

  await page.getByTestId('field-role').fill('数据分析师');
  await page.getByTestId('field-email').fill('mei.chen@example.com');
  await page.getByTestId('field-phone').fill('+44 7700 900123');
  await page.getByTestId('field-country').fill('United Kingdom');
  await page.getByTestId('field-address').fill('12 Deansgate, Manchester');
  await page.getByTestId('field-aboutMe').fill('Analyst who turns messy operational data into decisions.');

  const education = page.getByTestId('education-0');
  await field(education, '学校名称 *').fill('University of Manchester');
  await field(education, '专业 *').fill('Statistics');
  await field(education, '学位 *').fill('MSc');
  // MM/YYYY: the slash comes by itself.
  await field(education, '开始日期（MM/YYYY） *').pressSequentially('092021');
  await expect(field(education, '开始日期（MM/YYYY） *')).toHaveValue('09/2021');
  await field(education, '结束日期（MM/YYYY） *').fill('2022-09');
  await field(education, '结束日期（MM/YYYY） *').blur();
  await expect(field(education, '结束日期（MM/YYYY） *')).toHaveValue('09/2022');

  const work = page.getByTestId('work-0');
  await field(work, '公司名称 *').fill('Northwind Retail');
  await field(work, '职位 *').fill('Data Analyst');
  await field(work, '地点 *').fill('Manchester');
  await field(work, '工作描述 *').fill('Built the weekly sales dashboard used by 40 store managers.');
  await field(work, '开始日期（MM/YYYY） *').fill('10/2022');
  await field(work, '结束日期（MM/YYYY） *').fill('01/2022');
  await field(work, '结束日期（MM/YYYY） *').blur();
  await expect(work.getByText('结束日期必须晚于开始日期')).toBeVisible();
  // "Currently working here" clears and disables the end date.
  await work.getByLabel('我目前在此职位工作').check();
  await expect(work.getByLabel('结束日期（MM/YYYY）', { exact: true })).toBeDisabled();
  await expect(work.getByLabel('结束日期（MM/YYYY）', { exact: true })).toHaveValue('');

  // A second work entry, moved to the top with the keyboard, then removed.
  await page.getByTestId('add-work').click();
  await field(page.getByTestId('work-1'), '公司名称 *').fill('Contoso');
  await page.getByRole('button', { name: '上移工作经历 2' }).press('Enter');
  await expect(field(page.getByTestId('work-0'), '公司名称 *')).toHaveValue('Contoso');
  await expect(page.getByRole('button', { name: '下移工作经历 1' })).toBeFocused();
  await page.getByTestId('work-0-remove').click();
  await expect(field(page.getByTestId('work-0'), '公司名称 *')).toHaveValue('Northwind Retail');

  await expect(page.getByTestId('preview-page').first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('finish').click();
  await expect(page).toHaveURL(/\/profile-success\?profile=.+&resume=.+/);
  await expect(page.getByTestId('success-resume')).toContainText('数据分析师');
  await expect(page.getByTestId('success-resume')).toContainText('Mei-Chen-Resume.pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('success-download').click()]);
  expect(download.suggestedFilename()).toBe('Mei-Chen-Resume.pdf');

  await page.getByTestId('success-manager').click();
  await expect(page).toHaveURL(/\/app\/resumesManage$/);
  const row = page.getByTestId('resume-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('数据分析师');
  await expect(row).toContainText('在线制作');
});

test('import a PDF: the form is filled from it; a scan says it has no text', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/createResume');
  await page.getByTestId('create-import').click();
  await expect(page).toHaveURL(/\/inputProfile$/);

  // A PDF with a page but no text at all (what a scan looks like to a text reader).
  await page.getByTestId('import-drop-input').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scannedPdf() });
  // (The first PDF read in a server process loads pdfjs: allow it a moment.)
  await expect(page.getByTestId('import-error')).toHaveText('该 PDF 没有可识别的文字（可能是扫描件），请手动填写表单。', {
    timeout: 30_000,
  });

  await page.getByTestId('import-drop-input').setInputFiles(samplePdf('resume-matcher/john_doe.pdf'));
  await expect(page.getByTestId('review-first-name')).toHaveValue('John', { timeout: 30_000 });
  await page.getByTestId('review-confirm').click();
  await expect(page).toHaveURL(/\/inputProfile\?profile=/, { timeout: 30_000 });
  await expect(page.getByTestId('field-firstName')).toHaveValue('John');
  await expect(page.getByTestId('field-lastName')).toHaveValue('Doe');
  await expect(page.getByTestId('field-email')).toHaveValue('john.doe@email.com');
});

test('edit an uploaded resume in the builder: the form is filled from its file', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { tokens } = await verifiedUser(request);
  await uploadViaApi(request, tokens, 'Barry', samplePdf('resume-matcher/barry_allen_fe.pdf'));
  await useTokens(page, tokens);
  await page.goto('/app/resumesManage');
  await page.getByTestId('edit-in-builder').click();
  await expect(page.getByTestId('review-first-name')).toHaveValue('Barry', { timeout: 30_000 });
  await page.getByTestId('review-confirm').click();
  await expect(page).toHaveURL(/\/inputEdit\?profile=/, { timeout: 30_000 });
  await expect(page.getByTestId('field-firstName')).toHaveValue('Barry');
  await expect(page.getByTestId('field-lastName')).toHaveValue('Allen');
});
