import { expect, test } from '@playwright/test';
import { readOutbox, useTokens, verifiedUser } from '../fixtures/auth';
import { uploadViaApi } from '../resumes/fixtures';
import { bothSizes, DESKTOP, linkDevMailbox, SHOTS, shots, toConfirm, toggleLanguage } from './fixtures';

/**
 * Flash Apply (/app/easy) against the real server: jobs added to the Flash list from search, letters written by the
 * built-in AI engine, emails sent from the development mailbox into the development outbox. Browser in Chinese;
 * `FLASH_SHOTS=<dir>` saves each step desktop (1366×900) and mobile (390×844), in cn and en.
 */
test('search → Flash list → generate → edit → confirm → sent, the email in the outbox with the resume attached', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { tokens } = await verifiedUser(request);
  await uploadViaApi(request, tokens, 'John CV');
  await useTokens(page, tokens);
  await page.setViewportSize(DESKTOP);

  // The empty list says where jobs come from.
  await page.goto('/app/easy');
  await expect(page.getByTestId('flash-empty')).toBeVisible();
  await expect(page.getByTestId('flash-empty').getByRole('link')).toHaveAttribute('href', '/search');
  await shots(page, '0-empty');

  // Three jobs onto the Flash list from search (at employers that may sponsor: the others are left out by default).
  await page.goto('/jobs?q=analyst&verdict=offers_sponsorship,licensed_sponsor,unknown');
  const cards = page.getByTestId('results').getByTestId('job-card');
  await expect(cards.nth(2)).toBeVisible();
  for (const i of [0, 1, 2]) {
    const flash = cards.nth(i).getByTestId('mark-flash');
    await flash.click();
    await expect(flash).toHaveAttribute('aria-pressed', 'true');
  }

  // No mailbox yet: the page links to Settings, where the development mailbox is linked (no Google on the test server).
  await page.goto('/app/easy');
  await expect(page.getByTestId('flash-item')).toHaveCount(3);
  await page.getByTestId('flash-no-mailbox').getByRole('link').click();
  const section = page.getByTestId('settings-mailbox');
  await section.getByRole('button', { name: '关联开发用邮箱' }).click();
  await expect(section.getByTestId('mailbox-status')).toHaveText('已关联');
  const mailbox = (await section.getByTestId('mailbox-address').textContent())!;

  // Select: the Free plan allows 2 per batch; select-all takes the first 2.
  await page.goto('/app/easy');
  await expect(page.getByTestId('flash-item')).toHaveCount(3);
  await expect(page.getByTestId('flash-mailbox')).toContainText(mailbox);
  await page.getByTestId('flash-generate').click();
  await expect(page.getByTestId('flash-notice')).toHaveText('请至少选择一个职位');
  await page.getByTestId('flash-select-all').click();
  await expect(page.getByTestId('flash-selected-count')).toHaveText('已选 2 / 2');
  await page.getByTestId('flash-item').nth(2).getByRole('checkbox').click();
  await expect(page.getByTestId('flash-notice')).toContainText('闪投数量已达上限，升级会员可选择更多。');
  // Jobs without an HR email need an address typed in.
  const typed = page.getByLabel('收件人（邮箱地址）');
  const count = await typed.count();
  for (let i = 0; i < count; i++) await typed.nth(i).fill(`hr${i}@flash-e2e.example.com`);
  await page.getByLabel('附带的简历').selectOption({ label: 'John CV' });
  await shots(page, '1-select');
  await page.getByTestId('flash-generate').click();

  // Generate: live statuses until both letters are written.
  await expect(page.getByRole('progressbar', { name: '已完成的求职信' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '已完成的求职信' })).toHaveAttribute('aria-valuenow', '2', { timeout: 60_000 });
  await expect(page.getByTestId('flash-letter').getByText('已生成')).toHaveCount(2);
  await shots(page, '2-generate');
  await page.getByTestId('flash-to-edit').click();

  // Edit: an empty subject is refused in the catalogue's words; then a subject of our own.
  const subject = page.getByLabel('邮件主题');
  await subject.fill('');
  await subject.blur();
  await expect(page.getByText('邮件主题不能为空')).toBeVisible();
  await subject.fill('Application from John Doe');
  await subject.blur();
  await expect(page.getByTestId('flash-editor').getByText('已保存')).toBeVisible();
  const recipients = await page.getByTestId('flash-recipients').first().innerText();
  await shots(page, '3-edit');

  // A link added to the letter, and typed recipients outside the employers' domains, are marked: each email's
  // marks are confirmed before the batch can be.
  const letter = page.getByLabel('求职信');
  await letter.fill(`${await letter.inputValue()}\n\nPortfolio: https://johndoe.example/work`);
  await letter.blur();
  await expect(page.getByTestId('flash-checks')).toContainText('https://johndoe.example/work');
  await shots(page, '3b-checks');
  await toConfirm(page);

  // Confirm: the summary names the mailbox.
  await expect(page.getByTestId('flash-confirm-summary')).toHaveText(`将从 ${mailbox} 发送 2 封邮件。`);
  await shots(page, '4-confirm');
  await page.getByTestId('flash-send').click();

  // Sending → success, live.
  await expect(page.getByText('申请已发送')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('flash-email').getByText('发送成功')).toHaveCount(2);
  await shots(page, '5-success');

  // A reload finds no batch in progress: a new selection, with the sent jobs now flagged as applied.
  await page.reload();
  await expect(page.getByTestId('flash-item').first()).toBeVisible();
  await expect(page.getByText(/已于 .* 申请/)).toHaveCount(2);

  // The email reached the development outbox with the resume attached.
  const to = recipients.split('\n')[0]!.trim();
  const [mail] = (await readOutbox(request, to)) as unknown as {
    subject: string;
    attachments: { filename: string; contentType: string; size: number }[];
  }[];
  expect(mail!.subject).toBe('Application from John Doe');
  expect(mail!.attachments.some((a) => a.contentType === 'application/pdf' && a.size > 1000)).toBe(true);

  // History: every letter, opened again.
  await page.getByRole('tab', { name: '历史记录' }).click();
  await expect(page.getByTestId('flash-history-item')).toHaveCount(2);
  await shots(page, '6-history');
  await page.getByTestId('flash-history-item').first().getByRole('button', { name: '打开' }).click();
  await expect(page.getByTestId('flash-letter-dialog')).toContainText('Dear');
  if (SHOTS) {
    // The open dialog keeps the header out of reach: switch the language with it closed.
    await bothSizes(page, '7-letter-cn');
    await page.keyboard.press('Escape');
    await toggleLanguage(page, 'en');
    await page.getByTestId('flash-history-item').first().getByRole('button', { name: 'Open' }).click();
    await bothSizes(page, '7-letter-en');
  }
});

test('Chinese letters asked of an English resume: the letter step says they stay English, and the confirm step says so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await verifiedUser(request);
  await uploadViaApi(request, tokens, 'John CV');
  await useTokens(page, tokens);
  await page.setViewportSize(DESKTOP);
  await page.goto('/jobs?q=analyst&verdict=offers_sponsorship,licensed_sponsor,unknown');
  const flash = page.getByTestId('results').getByTestId('job-card').first().getByTestId('mark-flash');
  await flash.click();
  await expect(flash).toHaveAttribute('aria-pressed', 'true');
  await linkDevMailbox(page);

  await page.goto('/app/easy');
  await page.getByTestId('flash-select-all').click();
  const typed = page.getByLabel('收件人（邮箱地址）');
  if (await typed.count()) await typed.first().fill('hr@flash-language.example.com');
  await page.getByLabel('求职信语言').selectOption({ label: '中文' });
  await page.getByLabel('附带的简历').selectOption({ label: 'John CV' });
  await page.getByTestId('flash-generate').click();
  await expect(page.getByRole('progressbar', { name: '已完成的求职信' })).toHaveAttribute('aria-valuenow', '1', { timeout: 60_000 });
  await page.getByTestId('flash-to-edit').click();

  // The built-in writer keeps the resume's own words: the letter is English, and the step says so and what to do.
  await expect(page.getByLabel('求职信')).toHaveValue(/^Dear /);
  await expect(page.getByTestId('flash-letter-language-note')).toHaveText(
    '这封求职信是英文的，因为您的简历是英文：求职信依据简历原文撰写，不做翻译。如需中文申请，请修改这封信，或换用中文简历重新开始。',
  );
  await shots(page, '3c-language-note');
  await toConfirm(page);
  await expect(page.getByTestId('flash-confirm-language')).toHaveText('求职信语言：英文');
  await expect(page.getByTestId('flash-confirm')).toContainText('附件：');
});
