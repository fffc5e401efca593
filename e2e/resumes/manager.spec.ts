import { expect, test } from '@playwright/test';
import { useTokens, verifiedUser } from '../fixtures/auth';
import { samplePdf, uploadViaApi } from './fixtures';

/** The uploader (/uploadResume) and the resume manager (/app/resumesManage), in Chinese, against the real API. */

const TEXT = {
  aliasEmpty: '别名不能为空',
  aliasTooLong: '别名不能超过 18 个字符',
  aliasTaken: '别名已存在，请修改',
  notPdf: '仅允许上传 PDF 文件',
  lastResume: '无法删除最后一份简历，您必须至少保留一份简历。',
} as const;

test('upload with the alias rules, then at the limit choose the resume to replace', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/uploadResume');
  await expect(page.getByRole('heading', { level: 1, name: '上传简历' })).toBeVisible();

  // Not a PDF by name: refused before anything is sent.
  await page.getByTestId('upload-drop-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(page.getByTestId('file-error')).toHaveText(TEXT.notPdf);
  // A PNG renamed .pdf: the server checks the content and says the same.
  await page
    .getByTestId('upload-drop-input')
    .setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
  await page.getByTestId('alias-input').fill('Photo');
  await page.getByTestId('upload-submit').click();
  await expect(page.getByTestId('file-error')).toHaveText(TEXT.notPdf);

  await page.getByRole('button', { name: '换一个文件' }).click();
  await page.getByTestId('upload-drop-input').setInputFiles(samplePdf('open-resume/laverne-resume.pdf'));
  await expect(page.getByTestId('chosen-file')).toContainText('laverne-resume.pdf');
  const alias = page.getByTestId('alias-input');
  await alias.fill('');
  await page.getByTestId('upload-submit').click();
  await expect(page.getByText(TEXT.aliasEmpty)).toBeVisible();
  await alias.fill('a'.repeat(19));
  await page.getByTestId('upload-submit').click();
  await expect(page.getByText(TEXT.aliasTooLong)).toBeVisible();
  await alias.fill('Laverne 校园');
  await page.getByTestId('upload-submit').click();
  // How the PDF was read comes first, to check before anything uses it.
  await expect(page.getByTestId('upload-review')).toContainText('Laverne 校园', { timeout: 30_000 });
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('upload-done')).toContainText('Laverne 校园');

  // Two more through the API: the manager is full.
  await uploadViaApi(request, tokens, 'Second');
  await uploadViaApi(request, tokens, 'Third');
  await page.goto('/uploadResume');
  await expect(page.getByTestId('upload-slots')).toHaveText('已保存 3 / 3 份简历');
  await page.getByTestId('upload-drop-input').setInputFiles(samplePdf('resume-matcher/barry_allen_fe.pdf'));
  await alias.fill('Barry FE');
  await page.getByTestId('upload-submit').click();
  const dialog = page.getByTestId('replace-dialog');
  await expect(dialog.getByRole('heading', { name: '选择要替换的简历' })).toBeVisible();
  await expect(page.getByTestId('replace-confirm')).toBeDisabled();
  await dialog.getByRole('radio', { name: /Second/ }).check();
  await page.getByTestId('replace-confirm').click();
  await page.getByTestId('review-later').click();
  await expect(page.getByTestId('upload-done')).toContainText('Barry FE');

  await page.goto('/app/resumesManage');
  await expect(page.getByTestId('resumes-count')).toHaveText('3 / 3 份简历');
  await expect(page.getByTestId('resume-alias')).toHaveText(['Barry FE', 'Third', 'Laverne 校园']);
  await expect(page.getByTestId('resume-row').filter({ hasText: 'Barry FE' })).toContainText('barry_allen_fe.pdf');
});

test('manager: rename inline, download the same bytes, replace a file, delete, and never the last one', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await uploadViaApi(request, tokens, 'Alpha', samplePdf('resume-matcher/john_doe.pdf'));
  await uploadViaApi(request, tokens, 'Beta', samplePdf('resume-matcher/harvey_dent_mle.pdf'));
  await useTokens(page, tokens);
  await page.goto('/app/resumesManage');
  await expect(page.getByRole('heading', { level: 1, name: '简历管理' })).toBeVisible();
  // Newest first: Beta is the first row (a locator by position, since renaming changes the text).
  const beta = page.getByTestId('resume-row').first();
  await expect(beta.getByTestId('resume-alias')).toHaveText('Beta');

  // Rename: a taken alias (in another case) is refused in place; Enter saves.
  await beta.getByTestId('rename').click();
  const input = beta.getByTestId('rename-input');
  await input.fill('alpha');
  await input.press('Enter');
  await expect(beta.getByRole('alert')).toHaveText(TEXT.aliasTaken);
  await input.fill('Gamma 伽马');
  await input.press('Enter');
  await expect(page.getByTestId('resume-alias')).toContainText(['Gamma 伽马']);
  const gamma = page.getByTestId('resume-row').filter({ hasText: 'Gamma 伽马' });

  // Download: the file that was uploaded.
  const [download] = await Promise.all([page.waitForEvent('download'), gamma.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toBe('harvey_dent_mle.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).equals(samplePdf('resume-matcher/harvey_dent_mle.pdf').buffer)).toBe(true);

  // Replace Gamma's file from the manager.
  await gamma.getByTestId('replace-input').setInputFiles(samplePdf('resume-matcher/alfred_pennyworth_pm.pdf'));
  await expect(gamma.getByTestId('resume-filename')).toContainText('alfred_pennyworth_pm.pdf');

  // Delete Alpha (asked first), then the last one is refused with the spec's message.
  const alpha = page.getByTestId('resume-row').filter({ hasText: 'Alpha' });
  await alpha.getByTestId('delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('resume-row')).toHaveCount(1);
  // The last one's Delete looks disabled and says why; pressing it anyway (it stays focusable) deletes nothing.
  const lastDelete = gamma.getByTestId('delete');
  await expect(lastDelete).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('delete-last-hint')).toHaveText(TEXT.lastResume);
  await lastDelete.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('delete-dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('resume-row')).toHaveCount(1);
});

test('an empty manager says what to do next', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/app/resumesManage');
  await expect(page.getByTestId('resumes-empty')).toContainText('还没有简历');
  await page.getByTestId('resumes-empty').getByRole('link', { name: '上传简历' }).click();
  await expect(page).toHaveURL(/\/uploadResume$/);
});

test('a PDF dropped on the uploader is chosen like a picked one', async ({ page, request }) => {
  const { tokens } = await verifiedUser(request);
  await useTokens(page, tokens);
  await page.goto('/uploadResume');
  const pdf = samplePdf('resume-matcher/john_doe.pdf');
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'application/pdf' }));
      return transfer;
    },
    { base64: pdf.buffer.toString('base64'), name: pdf.name },
  );
  await page.getByTestId('upload-drop').dispatchEvent('dragover', { dataTransfer });
  await page.getByTestId('upload-drop').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('chosen-file')).toContainText('john_doe.pdf');
  // The alias starts from the file name.
  await expect(page.getByTestId('alias-input')).toHaveValue('john doe');
  await page.getByTestId('upload-submit').click();
  await page.getByTestId('review-confirm').click({ timeout: 30_000 });
  await expect(page.getByTestId('upload-done')).toContainText('john doe');
  const list = await request.get('/api/app/resumes', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect((await list.json()).items).toMatchObject([{ alias: 'john doe', filename: 'john_doe.pdf', size: pdf.buffer.length }]);
});
