import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cnAi from '@/locales/cn/ai.json';
import cn from '@/locales/cn/flash.json';
import enAi from '@/locales/en/ai.json';
import en from '@/locales/en/flash.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { FlashPage } from './flash-page';

const BATCH = '0b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a21';
const RESUME = '3b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a14';
const appId = (n: number) => `1b7f3a43-2f6b-4b0f-9a57-2f0f0e0f0a${String(30 + n)}`;
const at = '2026-11-21T10:00:00.000Z';

const item = (
  jobId: number,
  extra: Partial<{ hrEmail: string | null; appliedAt: string | null; verdictKind: string; sponsorBlock: string | null }> = {},
) => ({
  jobId,
  title: `Data Analyst ${jobId}`,
  company: `Company ${jobId}`,
  location: 'London',
  hrEmail: `hr${jobId}@example.com`,
  addedAt: at,
  appliedAt: null,
  verdictKind: 'licensed_sponsor',
  salaryStatus: 'meets',
  sponsorBlock: null,
  ...extra,
});
const limits = { perBatch: 2, sendsLeft: 4, sendsTotal: 5, recipients: 10 };
const mailbox = { address: 'ada@gmail.com', kind: 'gmail' as const };

type Letter = 'waiting' | 'generating' | 'success' | 'failed';
type Send = 'draft' | 'queued' | 'sending' | 'sent' | 'failed' | 'unknown' | 'skipped';
const application = (n: number, letterStatus: Letter, sendStatus: Send = 'draft', extra: Record<string, unknown> = {}) => ({
  id: appId(n),
  batchId: BATCH,
  jobId: n,
  title: `Data Analyst ${n}`,
  company: `Company ${n}`,
  recipients: [`hr${n}@example.com`],
  subject: letterStatus === 'success' ? `Application: Data Analyst ${n}` : '',
  letter: letterStatus === 'success' ? `Dear hiring team at Company ${n}, ...` : '',
  letterStatus,
  letterError: letterStatus === 'failed' ? 'The AI service did not answer' : null,
  removedClaims: [],
  sendStatus,
  sendError: null,
  sentAt: null,
  createdAt: at,
  messageId: `<${n}@example.com>`,
  outsideRecipients: [],
  addedLinks: [],
  checksConfirmed: false,
  resolution: null,
  resolvedAt: null,
  verdictKind: 'licensed_sponsor',
  salaryStatus: 'meets',
  ...extra,
});
const batch = (status: 'generating' | 'ready' | 'sending' | 'done', applications: unknown[]) => ({
  id: BATCH,
  status,
  resume: { kind: 'resume', id: RESUME, name: 'Ada CV' },
  attachmentName: 'ada.pdf',
  letterLanguage: 'en',
  mailbox,
  createdAt: at,
  confirmedAt: null,
  applications,
});
const resumeItem = {
  id: RESUME,
  alias: 'Ada CV',
  filename: 'ada.pdf',
  size: 100,
  source: 'upload',
  profileId: null,
  uploadedAt: at,
  updatedAt: at,
};

type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A server-sent events answer whose events the test pushes. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (data: unknown) => controller.enqueue(encoder.encode(`event: batch\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}

const declared = {
  status: 'graduate',
  until: '2099-06-30',
  expired: false,
  sentence: { en: 'I hold a Graduate visa valid until June 2099.', cn: '我持有毕业生签证。' },
};

describe('FlashPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: { url: string; body: unknown }[] = [];
  function serve(overrides: Record<string, Route> = {}) {
    const routes: Record<string, Route> = {
      'GET /api/app/flash/list': () => json(200, { items: [item(1), item(2), item(3)], limits, mailbox }),
      'GET /api/app/flash/current': () => json(200, { batch: null }),
      'GET /api/app/resumes': () => json(200, { items: [resumeItem], total: 1, limit: 3 }),
      'GET /api/app/account/right-to-work': () => json(200, declared),
      ...overrides,
    };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ url: key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const route = routes[key];
      return route ? route(url, init) : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  }
  const setup = (lng: 'en' | 'cn' = 'en') =>
    renderPage(<FlashPage />, { url: '/app/easy', i18n: { lng, resources: { en: { flash: en, ai: enAi }, cn: { flash: cn, ai: cnAi } } } });

  beforeEach(() => {
    fetchMock.mockReset();
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says letters will not mention the right to work until it is declared, with a link to the setting', async () => {
    serve({ 'GET /api/app/account/right-to-work': () => json(200, { status: null, until: null, expired: false, sentence: null }) });
    await setup('cn');
    const nudge = await screen.findByTestId('flash-right-to-work');
    expect(nudge.textContent).toContain('在您填写在英国的工作权利之前，求职信中不会提及这方面的内容。');
    expect(within(nudge).getByRole('link', { name: '前往设置填写' }).getAttribute('href')).toBe('/app/settings#right-to-work');
  });

  it('shows no right-to-work note once it is declared', async () => {
    serve();
    await setup();
    await screen.findByTestId('flash-generate');
    await waitFor(() => expect(calls.some((c) => c.url === 'GET /api/app/account/right-to-work')).toBe(true));
    expect(screen.queryByTestId('flash-right-to-work')).toBeNull();
  });

  it('warns when the declared end date has passed', async () => {
    serve({ 'GET /api/app/account/right-to-work': () => json(200, { ...declared, until: '2021-09-30', expired: true, sentence: null }) });
    await setup();
    expect((await screen.findByTestId('flash-right-to-work')).textContent).toContain(
      'The end date of your right to work has passed, so letters will say nothing about it.',
    );
  });

  it('select-all picks the first N of the plan; one more is refused with the upgrade message; none selected is refused', async () => {
    serve();
    await setup();
    const generate = await screen.findByTestId('flash-generate');
    expect(screen.getByTestId('flash-sends-left').textContent).toContain('4 of 5 Flash sends left this period');

    fireEvent.click(generate);
    expect(await screen.findByText('Please select at least one position')).toBeTruthy();
    expect(calls.some((c) => c.url === 'POST /api/app/flash/batches')).toBe(false);

    fireEvent.click(screen.getByTestId('flash-select-all'));
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((b) => b.checked)).toEqual([true, true, false]);
    expect(screen.getByTestId('flash-selected-count').textContent).toContain('2 of 2 selected');
    expect(screen.getByTestId('flash-notice').textContent).toContain('Selected the first 2 jobs: your plan allows 2 per batch.');

    fireEvent.click(boxes[2]!);
    expect(boxes[2]!.checked).toBe(false);
    const notice = screen.getByTestId('flash-notice');
    expect(notice.textContent).toContain('Flash apply limit reached. Upgrade to select more.');
    expect(within(notice).getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe('/app/membership');
  });

  it('leaves applied jobs out unless included, asks for a recipient where there is no HR email, and sends the choice', async () => {
    serve({
      'GET /api/app/flash/list': () =>
        json(200, { items: [item(1, { appliedAt: at }), item(2, { hrEmail: null })], limits, mailbox: null }),
      'POST /api/app/flash/batches': () => json(201, batch('generating', [application(2, 'waiting')])),
      [`GET /api/app/flash/batches/${BATCH}/events`]: () => new Promise<Response>(() => undefined),
    });
    await setup();
    await screen.findByTestId('flash-generate');
    expect(screen.getByTestId('flash-no-mailbox').textContent).toContain('Please connect your Google account first');
    expect(within(screen.getByTestId('flash-no-mailbox')).getByRole('link').getAttribute('href')).toBe('/app/settings');

    const applied = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Data Analyst 1' });
    expect((applied as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: "Include 1 job I've already applied to" }));
    expect((applied as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: "Include 1 job I've already applied to" }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Data Analyst 2' }));
    fireEvent.click(screen.getByTestId('flash-generate'));
    expect(await screen.findByText('Type the address to send to')).toBeTruthy();
    expect(screen.getByText('Choose the resume to attach')).toBeTruthy();

    const to = screen.getByLabelText('Send to (email address)');
    fireEvent.change(to, { target: { value: 'not-an-address' } });
    expect(screen.getByText('That is not a valid email address')).toBeTruthy();
    fireEvent.change(to, { target: { value: 'jobs@company2.com' } });
    fireEvent.change(screen.getByLabelText('Resume to attach'), { target: { value: `resume:${RESUME}` } });
    fireEvent.click(screen.getByTestId('flash-generate'));

    expect(await screen.findByText('Writing your cover letters')).toBeTruthy();
    expect(calls.find((c) => c.url === 'POST /api/app/flash/batches')?.body).toEqual({
      jobIds: [2],
      resume: { kind: 'resume', id: RESUME },
      recipients: { '2': ['jobs@company2.com'] },
      letterLanguage: 'en',
    });
  });

  it("shows each job's verdict and pay check, leaves out a job that will not sponsor unless included", async () => {
    serve({
      'GET /api/app/flash/list': () =>
        json(200, {
          items: [item(1), item(2, { verdictKind: 'no_sponsorship', sponsorBlock: 'no_sponsorship' })],
          limits,
          mailbox,
        }),
      'POST /api/app/flash/batches': () => json(201, batch('generating', [application(1, 'waiting')])),
      [`GET /api/app/flash/batches/${BATCH}/events`]: () => new Promise<Response>(() => undefined),
    });
    await setup();
    await screen.findByTestId('flash-generate');
    const kinds = screen.getAllByTestId('verdict-badge').map((b) => b.getAttribute('data-kind'));
    expect(kinds).toEqual(['licensed_sponsor', 'no_sponsorship']);
    expect(screen.getAllByTestId('flash-salary')[0]!.textContent).toBe('Pay meets the visa threshold');
    expect(screen.getByTestId('flash-left-out').textContent).toBe('Left out: says no sponsorship');
    const refusing = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Data Analyst 2' });
    expect(refusing.disabled).toBe(true);
    // Select-all takes only the job that can sponsor.
    fireEvent.click(screen.getByTestId('flash-select-all'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Data Analyst 1' }).checked).toBe(true);
    expect(refusing.checked).toBe(false);
    fireEvent.click(screen.getByTestId('flash-include-no-sponsor'));
    expect(refusing.disabled).toBe(false);
    fireEvent.click(refusing);
    fireEvent.change(screen.getByLabelText('Resume to attach'), { target: { value: `resume:${RESUME}` } });
    // English by default; the person picks Chinese letters for this batch.
    expect((screen.getByLabelText('Letter language') as HTMLSelectElement).value).toBe('en');
    fireEvent.change(screen.getByLabelText('Letter language'), { target: { value: 'cn' } });
    fireEvent.click(screen.getByTestId('flash-generate'));
    expect(await screen.findByText('Writing your cover letters')).toBeTruthy();
    expect(calls.find((c) => c.url === 'POST /api/app/flash/batches')?.body).toEqual({
      jobIds: [1, 2],
      resume: { kind: 'resume', id: RESUME },
      includeNoSponsor: true,
      letterLanguage: 'cn',
    });
  });

  it('follows the letters live from the stream: statuses, the progress bar, the grounding notice', async () => {
    const stream = eventStream();
    serve({
      'GET /api/app/flash/current': () =>
        json(200, { batch: batch('generating', [application(1, 'generating'), application(2, 'waiting')]) }),
      [`GET /api/app/flash/batches/${BATCH}/events`]: () => stream.response(),
    });
    await setup();
    const progress = await screen.findByRole('progressbar', { name: 'Letters finished' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Generating')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === `GET /api/app/flash/batches/${BATCH}/events`)).toBe(true));

    act(() =>
      stream.push(
        batch('generating', [
          application(1, 'success', 'draft', {
            removedClaims: ['Led a team of 20', { kind: 'work-rights', claim: 'ILR', sentence: 'I hold indefinite leave to remain.' }],
          }),
          application(2, 'generating'),
        ]),
      ),
    );
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('1'));
    expect(screen.getByTestId('flash-removed-claims').textContent).toContain('Led a team of 20');
    // Sentence by sentence, with why.
    expect(screen.getByTestId('flash-removed-claims').textContent).toContain('I hold indefinite leave to remain.');
    expect(screen.getByTestId('flash-removed-claims').textContent).toMatch(/right to work|工作许可身份/);
    expect((screen.getByTestId('flash-to-edit') as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      stream.push(batch('ready', [application(1, 'success'), application(2, 'success')]));
      stream.close();
    });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('2'));
    expect(screen.getAllByText('Ready')).toHaveLength(2);
    expect((screen.getByTestId('flash-to-edit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('when every letter failed: the catalogue messages, and no way on until one is regenerated', async () => {
    serve({
      'GET /api/app/flash/current': () => json(200, { batch: batch('ready', [application(1, 'failed'), application(2, 'failed')]) }),
      [`POST /api/app/flash/batches/${BATCH}/applications/${appId(1)}/regenerate`]: () => json(200, application(1, 'waiting')),
      [`GET /api/app/flash/batches/${BATCH}/events`]: () => new Promise<Response>(() => undefined),
    });
    await setup();
    const failed = await screen.findByTestId('flash-all-failed');
    expect(failed.textContent).toContain('Failed to generate cover letters');
    expect(failed.textContent).toContain('No cover letters were generated successfully. Please regenerate before applying.');
    expect((screen.getByTestId('flash-to-edit') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate the letter for Data Analyst 1' }));
    expect(await screen.findByText('Waiting')).toBeTruthy();
    expect(screen.queryByTestId('flash-all-failed')).toBeNull();
  });

  it('refuses an empty subject or letter in the catalogue words and saves nothing until both are filled', async () => {
    serve({
      'GET /api/app/flash/current': () => json(200, { batch: batch('ready', [application(1, 'success'), application(2, 'failed')]) }),
      [`PATCH /api/app/flash/batches/${BATCH}/applications/${appId(1)}`]: (_url, init) => {
        const change = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json(200, { ...application(1, 'success'), ...change });
      },
    });
    await setup('cn');
    const subject = await screen.findByLabelText('邮件主题');
    fireEvent.change(subject, { target: { value: '  ' } });
    fireEvent.blur(subject);
    expect(await screen.findByText('邮件主题不能为空')).toBeTruthy();
    const letter = screen.getByLabelText('求职信');
    fireEvent.change(letter, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('flash-to-confirm'));
    expect(await screen.findByText('求职信不能为空')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('PATCH'))).toBe(false);
    expect(screen.queryByTestId('flash-confirm')).toBeNull();

    fireEvent.change(subject, { target: { value: 'Data Analyst application' } });
    fireEvent.change(letter, { target: { value: 'Dear team, ...' } });
    fireEvent.click(screen.getByTestId('flash-to-confirm'));
    expect((await screen.findByTestId('flash-confirm-summary')).textContent).toContain('将从 ada@gmail.com 发送 1 封邮件。');
    expect(screen.getByText('1 个职位因求职信生成失败而跳过。')).toBeTruthy();
    // The file the employer receives, and the language the letters are really in.
    expect(await screen.findByText('附件：ada.pdf')).toBeTruthy();
    expect(screen.getByTestId('flash-confirm-language').textContent).toBe('求职信语言：英文');
    expect(calls.find((c) => c.url.startsWith('PATCH'))?.body).toEqual({ subject: 'Data Analyst application', letter: 'Dear team, ...' });
  });

  it('says why a letter is not in the language chosen for the batch (the resume is in the other one)', async () => {
    const chinese = { letter: '尊敬的招聘负责人：我在北风零售公司为四十名门店经理搭建了仪表板。' };
    serve({
      'GET /api/app/flash/current': () =>
        json(200, { batch: batch('ready', [application(1, 'success', 'draft', chinese), application(2, 'success')]) }),
    });
    await setup('cn');
    expect((await screen.findByTestId('flash-letter-language-note')).textContent).toBe(
      '这封求职信是中文的，因为您的简历是中文：求职信依据简历原文撰写，不做翻译。如需英文申请，请修改这封信，或换用英文简历重新开始。',
    );
    // The English letter of the same batch carries no note.
    fireEvent.click(screen.getByRole('button', { name: /Company 2/ }));
    await waitFor(() => expect(screen.queryByTestId('flash-letter-language-note')).toBeNull());
  });

  it('marks an outside recipient and an added link, and goes on to confirm only once the person has checked them', async () => {
    const marked = { outsideRecipients: ['someone@elsewhere.example'], addedLinks: ['https://bit.ly/x'] };
    serve({
      'GET /api/app/flash/current': () => json(200, { batch: batch('ready', [application(1, 'success', 'draft', marked)]) }),
      [`PATCH /api/app/flash/batches/${BATCH}/applications/${appId(1)}`]: () =>
        json(200, application(1, 'success', 'draft', { ...marked, checksConfirmed: true })),
    });
    await setup('cn');
    const checks = await screen.findByTestId('flash-checks');
    expect(checks.textContent).toContain('someone@elsewhere.example');
    expect(checks.textContent).toContain('https://bit.ly/x');
    fireEvent.click(screen.getByTestId('flash-to-confirm'));
    expect(await screen.findByText('发送前请确认已标记的收件人和链接')).toBeTruthy();
    expect(screen.queryByTestId('flash-confirm')).toBeNull();
    fireEvent.click(within(checks).getByRole('button', { name: '已核对，确认无误' }));
    expect(await within(screen.getByTestId('flash-checks')).findByText('已核对')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('PATCH'))?.body).toEqual({ confirmChecks: true });
    fireEvent.click(screen.getByTestId('flash-to-confirm'));
    expect(await screen.findByTestId('flash-confirm-summary')).toBeTruthy();
  });

  it('an email of unknown fate: the person looks in Gmail, then says it went or sends it again', async () => {
    serve({
      'GET /api/app/flash/current': () =>
        json(200, {
          batch: { ...batch('done', [application(1, 'success', 'unknown'), application(2, 'success', 'sent')]), confirmedAt: at },
        }),
      [`POST /api/app/flash/applications/${appId(1)}/resolve`]: () =>
        json(200, application(1, 'success', 'queued', { resolution: 'resend', resolvedAt: at })),
    });
    await setup();
    const choice = await screen.findByTestId('flash-unknown');
    expect(choice.textContent).toContain('Gmail Sent folder');
    expect(choice.textContent).toContain('Message-ID: <1@example.com>');
    expect(screen.getAllByTestId('flash-unknown')).toHaveLength(1);
    fireEvent.click(within(choice).getByRole('button', { name: 'Send it again' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/resolve'))?.body).toEqual({ outcome: 'resend' }));
    await waitFor(() => expect(screen.queryByTestId('flash-unknown')).toBeNull());
  });

  it('recipients are chips: a typed address is checked, and no more than the plan allows can be added', async () => {
    serve({
      'GET /api/app/flash/list': () => json(200, { items: [item(1)], limits: { ...limits, recipients: 2 }, mailbox }),
      'GET /api/app/flash/current': () => json(200, { batch: batch('ready', [application(1, 'success')]) }),
    });
    await setup();
    const field = await screen.findByLabelText(/Recipients/);
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('That is not a valid email address')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'second@company1.com' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const chips = within(screen.getByTestId('flash-recipients')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['hr1@example.com', 'second@company1.com']);
    expect((field as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove hr1@example.com' }));
    expect(within(screen.getByTestId('flash-recipients')).getAllByRole('listitem')).toHaveLength(1);
    expect((field as HTMLInputElement).disabled).toBe(false);
  });

  it('takes a job off the Flash list', async () => {
    let removed = false;
    serve({
      'GET /api/app/flash/list': () => json(200, { items: removed ? [item(1), item(3)] : [item(1), item(2), item(3)], limits, mailbox }),
      'PATCH /api/app/jobs/2/marks': () => {
        removed = true;
        return json(200, { saved: false, applied: false, appliedAt: null, flash: false });
      },
    });
    await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Data Analyst 2 from the Flash list' }));
    await waitFor(() => expect(screen.getAllByTestId('flash-item')).toHaveLength(2));
    expect(calls.find((c) => c.url === 'PATCH /api/app/jobs/2/marks')?.body).toEqual({ flash: false });
    expect(screen.queryByText('Data Analyst 2')).toBeNull();
  });

  it('shows the server refusing the send in the catalogue words', async () => {
    serve({
      'GET /api/app/flash/current': () => json(200, { batch: batch('ready', [application(1, 'success')]) }),
      [`POST /api/app/flash/batches/${BATCH}/confirm`]: () =>
        json(403, { error: { code: 'FLASH_APPLY_MAX_REACHED', message: 'You reached maximum count for flash apply.' } }),
    });
    await setup();
    fireEvent.click(await screen.findByTestId('flash-to-confirm'));
    fireEvent.click(await screen.findByTestId('flash-send'));
    const error = await screen.findByTestId('flash-confirm-error');
    expect(error.textContent).toContain('You reached maximum count for flash apply.');
    expect(within(error).getByRole('link', { name: 'See membership plans' })).toBeTruthy();
  });

  it('labels every email with its send status, and resumes a batch that is sending after a reload', async () => {
    const stream = eventStream();
    serve({
      'GET /api/app/flash/current': () =>
        json(200, {
          batch: batch('sending', [
            application(1, 'success', 'sent'),
            application(2, 'success', 'queued'),
            application(3, 'success', 'sending'),
            application(4, 'failed', 'skipped'),
          ]),
        }),
      [`GET /api/app/flash/batches/${BATCH}/events`]: () => stream.response(),
    });
    await setup();
    const emails = await screen.findAllByTestId('flash-email');
    expect(emails.map((row) => within(row).getByText(/status|Sent|Sending|Skipped|failed/).textContent)).toEqual([
      'Sent successfully',
      'Initial status',
      'Sending',
      'Skipped',
    ]);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/events'))).toBe(true));
    act(() => {
      stream.push(
        batch('done', [
          application(1, 'success', 'sent'),
          application(2, 'success', 'failed', { sendError: 'Failed to send email' }),
          application(3, 'success', 'unknown'),
          application(4, 'failed', 'skipped'),
        ]),
      );
      stream.close();
    });
    expect(await screen.findByText('Applications sent')).toBeTruthy();
    expect(screen.getByText('Send failed')).toBeTruthy();
    expect(screen.getByText('Unknown status')).toBeTruthy();
    expect(screen.getByTestId('flash-success-summary').textContent).toContain(
      '1 email sent successfully. 2 did not go out; see their statuses below.',
    );
  });

  it('falls back to reading the batch every 2 s while the stream is down', async () => {
    let reads = 0;
    serve({
      'GET /api/app/flash/current': () => json(200, { batch: batch('generating', [application(1, 'generating')]) }),
      [`GET /api/app/flash/batches/${BATCH}/events`]: () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }),
      [`GET /api/app/flash/batches/${BATCH}`]: () => {
        reads += 1;
        return json(200, batch(reads > 1 ? 'ready' : 'generating', [application(1, reads > 1 ? 'success' : 'generating')]));
      },
    });
    await setup();
    expect(await screen.findByText('Generating')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Ready')).toBeTruthy(), { timeout: 6000 });
    expect(reads).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('history: opens a letter again and offers its PDF', async () => {
    serve({
      'GET /api/app/flash/applications': () =>
        json(200, { items: [application(1, 'success', 'sent', { sentAt: at })], total: 1, page: 1, pageSize: 10 }),
    });
    await renderPage(<FlashPage />, { url: '/app/easy?tab=history', i18n: { lng: 'en', resources: { en: { flash: en } } } });
    const row = await screen.findByTestId('flash-history-item');
    expect(within(row).getByText('Sent successfully')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByTestId('flash-letter-dialog');
    expect(dialog.textContent).toContain('Dear hiring team at Company 1, ...');
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});
