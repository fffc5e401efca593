import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cnForms from '@/locales/cn/forms.json';
import enForms from '@/locales/en/forms.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { FeedbackPage } from './feedback-page';
import { PostJobPage } from './post-job-page';

const lang = vi.hoisted(() => ({ current: 'cn' as 'cn' | 'en' }));
vi.mock('@/lib/i18n', () => ({ currentLanguage: () => lang.current, useLanguage: () => ({ language: lang.current, toggle: vi.fn() }) }));
vi.mock('@/lib/load-script', () => ({ loadScript: vi.fn(async () => undefined) }));
const site = vi.hoisted(() => ({ turnstileSiteKey: null as string | null }));
vi.mock('@/lib/site', () => ({
  useSiteInfo: () => ({ data: { auth: { ...site, googleClientId: null, devMail: false } }, isPending: false }),
}));

const auth = vi.hoisted(() => ({ user: null as null | { username: string; name: string | null; email: string } }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ level: auth.user ? 3 : 0, user: auth.user }) }));

const i18n = (lng: 'cn' | 'en') => ({ lng, resources: { cn: { forms: cnForms }, en: { forms: enForms } } });
const set = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  auth.user = null;
  lang.current = 'cn';
  site.turnstileSiteKey = null;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.turnstile;
});

describe('FeedbackPage', () => {
  it('fills in a signed-in person’s name and email, which they can still change', async () => {
    auth.user = { username: 'liwei88', name: 'Li Wei', email: 'li.wei@example.com' };
    await renderPage(<FeedbackPage />, { i18n: i18n('cn') });
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Li Wei'));
    expect(document.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('li.wei@example.com');
    expect(document.querySelector<HTMLInputElement>('[name="title"]')!.value).toBe('');
    set('name', 'Wei');
    expect(document.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Wei');
  });

  it('checks the fields with the API rules before sending, then sends and confirms', async () => {
    await renderPage(<FeedbackPage />, { i18n: i18n('cn') });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    for (const text of ['请填写标题', '描述为必填项', '请填写您的姓名']) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('请填写所有字段')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    set('title', '  城市筛选 ');
    set('description', '希望可以按郡筛选');
    set('name', '王小明');
    set('email', 'not-an-email');
    expect(await screen.findByText('请输入有效的邮箱地址')).toBeTruthy();
    expect(screen.queryByText('请填写所有字段')).toBeNull();

    set('email', 'xiaoming@example.com');
    fetchMock.mockResolvedValueOnce(json(201, { id: 7, createdAt: '2026-11-25T10:00:00.000Z' }));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    expect(screen.getByText('感谢您的反馈')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/forms/feedback');
    expect(JSON.parse(String(init.body))).toMatchObject({ title: '  城市筛选 ', name: '王小明', email: 'xiaoming@example.com' });

    // "Send another" opens an empty form again.
    fireEvent.click(screen.getByTestId('feedback-sent-again'));
    expect((document.querySelector('[name="title"]') as HTMLInputElement).value).toBe('');
  });

  it('says so when the address has sent too many, and keeps what was typed', async () => {
    lang.current = 'en';
    await renderPage(<FeedbackPage />, { i18n: i18n('en') });
    set('title', 'Idea');
    set('description', 'Please add county filters');
    set('name', 'Ann');
    set('email', 'ann@example.com');
    fetchMock.mockResolvedValueOnce(json(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } }));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('feedback-error')).textContent).toBe('Too many attempts. Please wait a moment and try again.');
    expect((document.querySelector('[name="title"]') as HTMLInputElement).value).toBe('Idea');
  });
});

describe('PostJobPage', () => {
  it('needs a web link and an email or phone; notes are optional', async () => {
    lang.current = 'en';
    await renderPage(<PostJobPage />, { i18n: i18n('en') });
    set('jobUrl', 'javascript:alert(1)');
    set('contact', 'call me');
    fireEvent.click(screen.getByTestId('postjob-submit'));
    expect(await screen.findByText('Please enter a valid link starting with http:// or https://')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address or phone number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    set('jobUrl', 'https://careers.example.co.uk/jobs/42');
    set('contact', '+44 20 7946 0000');
    fetchMock.mockResolvedValueOnce(json(201, { id: 3, createdAt: '2026-11-25T10:00:00.000Z' }));
    fireEvent.click(screen.getByTestId('postjob-submit'));
    expect(await screen.findByText('Thank you, we have your job')).toBeTruthy();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toEqual({ jobUrl: 'https://careers.example.co.uk/jobs/42', contact: '+44 20 7946 0000', turnstile_token: null });
  });

  it("shows the server's refusal under its field", async () => {
    await renderPage(<PostJobPage />, { i18n: i18n('cn') });
    set('jobUrl', 'https://careers.example.co.uk/jobs/42');
    set('contact', 'hr@example.co.uk');
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: { code: 'VALIDATION_ERROR', message: 'x', fields: [{ field: 'contact', message: '请输入有效的邮箱地址或电话号码' }] },
      }),
    );
    fireEvent.click(screen.getByTestId('postjob-submit'));
    expect(await screen.findByText('请输入有效的邮箱地址或电话号码')).toBeTruthy();
    expect(screen.queryByTestId('postjob-sent')).toBeNull();
  });

  it('with the bot check configured, asks for it first and sends its token', async () => {
    site.turnstileSiteKey = 'site-key';
    let passed: ((token: string) => void) | null = null;
    window.turnstile = {
      render: vi.fn((_el: HTMLElement, options: { callback: (token: string) => void }) => {
        passed = options.callback;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    } as unknown as Window['turnstile'];
    await renderPage(<PostJobPage />, { i18n: i18n('cn') });
    set('jobUrl', 'https://careers.example.co.uk/jobs/42');
    set('contact', 'hr@example.co.uk');
    await waitFor(() => expect(passed).not.toBeNull());
    fireEvent.click(screen.getByTestId('postjob-submit'));
    expect(await screen.findByText('请完成安全验证')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => passed!('token-1'));
    fetchMock.mockResolvedValueOnce(json(201, { id: 4, createdAt: '2026-11-25T10:00:00.000Z' }));
    fireEvent.click(screen.getByTestId('postjob-submit'));
    expect(await screen.findByTestId('postjob-sent')).toBeTruthy();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toMatchObject({ turnstile_token: 'token-1' });
  });
});
