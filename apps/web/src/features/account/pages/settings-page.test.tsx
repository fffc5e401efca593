import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/account.json';
import { jsonResponse as json, renderPage } from '@/test/render';
import { SettingsPage } from './settings-page';

const refresh = vi.fn(async () => 3 as const);
vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  useAuth: () => ({ refresh, level: 3, initialised: true, user: null, signIn: vi.fn(), logout: vi.fn() }),
}));

const user = {
  id: 'u1',
  username: 'liwei',
  email: 'li@example.com',
  name: 'Li Wei',
  photo: null,
  email_verified: true,
  is_activated: true,
  language: 'en',
  has_password: true,
  google_linked: false,
  referral_code: 'ABC123',
  created_at: '2025-01-01T00:00:00.000Z',
  system_config: { activation_code_enabled: false },
};

type RightToWorkState = { status: string | null; until: string | null; expired: boolean; sentence: { en: string; cn: string } | null };
let rightToWork: RightToWorkState;
const rightToWorkPuts: unknown[] = [];
/** The right-to-work section's own calls: GET the state, PUT a change (a Graduate visa needs its end date). */
async function rightToWorkFetch(init?: RequestInit) {
  if (init?.method !== 'PUT') return json(200, rightToWork);
  const body = JSON.parse(init.body as string) as { status: string | null; until: string | null };
  rightToWorkPuts.push(body);
  if (body.status === 'graduate' && !body.until) {
    const message = 'Please enter the date your visa or status ends';
    return json(400, { error: { code: 'RIGHT_TO_WORK_UNTIL_REQUIRED', message, fields: [{ field: 'until', message }] } });
  }
  rightToWork = {
    status: body.status,
    until: body.until,
    expired: false,
    sentence: body.status ? { en: `English sentence for ${body.status}.`, cn: `中文句子：${body.status}。` } : null,
  };
  return json(200, rightToWork);
}

async function setup() {
  await renderPage(<SettingsPage mailbox={<p data-testid="mailbox-slot">mailbox</p>} />, {
    url: '/app/settings',
    appState: true,
    i18n: { lng: 'en', resources: { en: { account: en } } },
  });
}

describe('SettingsPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    refresh.mockClear();
    // The right-to-work section asks for its state on its own; every other call goes through fetchMock in order.
    rightToWork = { status: null, until: null, expired: false, sentence: null };
    rightToWorkPuts.length = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof Request ? input.url : input.toString();
      if (url.includes('/account/right-to-work')) return rightToWorkFetch(init);
      return fetchMock(input, init);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows skeletons while loading, then an error with a retry that loads the sections', async () => {
    let fail: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (fail = resolve)));
    await setup();
    expect(screen.getByTestId('account-loading').getAttribute('aria-busy')).toBe('true');

    // The request goes out once the schemas have loaded (they load on first use).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fail(json(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } }));
    // A server failure is asked again once, a second later (lib/query-client.ts), before the error shows.
    const error = await screen.findByTestId('account-load-error', {}, { timeout: 4000 });
    expect(within(error).getByRole('alert').textContent).toContain("We couldn't load your account");
    expect(within(error).getByRole('alert').textContent).toContain('Something went wrong');

    fetchMock.mockResolvedValueOnce(json(200, user));
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Password' })).toBeTruthy();
    for (const name of ['Profile photo & name', 'Language', 'Email', 'Right to work in the UK', 'Delete account']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    // The mailbox section is the mailbox feature's (features/mailbox), shown where the router puts it.
    expect(screen.getByTestId('mailbox-slot')).toBeTruthy();
  });

  it('declares the right to work: the end date asked where the status has one, the letter sentence shown once saved', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await setup();
    const section = await screen.findByTestId('settings-right-to-work');
    expect((await within(section).findByTestId('right-to-work-none')).textContent).toBe(
      'Until you choose a status, your letters say nothing about your right to work.',
    );
    const status = within(section).getByLabelText('Your status');
    fireEvent.change(status, { target: { value: 'british_irish' } });
    expect(within(section).queryByTestId('right-to-work-until')).toBeNull();
    fireEvent.change(status, { target: { value: 'graduate' } });
    expect(within(section).getByLabelText('Valid until')).toBeTruthy();

    fireEvent.click(within(section).getByTestId('right-to-work-save'));
    expect(await within(section).findByRole('alert')).toHaveProperty('textContent', 'Please enter the date your visa or status ends');
    fireEvent.change(within(section).getByLabelText('Valid until'), { target: { value: '2099-06-30' } });
    fireEvent.click(within(section).getByTestId('right-to-work-save'));
    const sentence = await within(section).findByTestId('right-to-work-sentence');
    expect(sentence.textContent).toContain('English sentence for graduate.');
    expect(sentence.textContent).toContain('中文句子：graduate。');
    expect(rightToWorkPuts).toEqual([
      { status: 'graduate', until: null },
      { status: 'graduate', until: '2099-06-30' },
    ]);

    fireEvent.click(within(section).getByTestId('right-to-work-clear'));
    expect(await within(section).findByTestId('right-to-work-none')).toBeTruthy();
    expect(rightToWorkPuts.at(-1)).toEqual({ status: null, until: null });
  });

  it('checks the password form before sending, with messages tied to their fields', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await setup();
    const form = await screen.findByTestId('password-form');
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'short1' } });
    fireEvent.change(within(form).getByLabelText('Repeat new password'), { target: { value: 'short2' } });
    fireEvent.submit(form);

    const current = within(form).getByLabelText('Current password');
    // react-hook-form checks asynchronously (a microtask), then shows every message at once.
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(current.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter your current password');
    const alerts = within(form)
      .getAllByRole('alert')
      .map((node) => node.textContent);
    expect(alerts).toEqual(['Please enter your current password', 'Password must be at least 8 characters', "Password doesn't match"]);
    expect(document.activeElement).toBe(current);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the change and shows the server refusal on the current-password field', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await setup();
    const form = await screen.findByTestId('password-form');
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'wrongpass1' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'newpass456' } });
    fireEvent.change(within(form).getByLabelText('Repeat new password'), { target: { value: 'newpass456' } });
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'WRONG_PASSWORD', message: 'The password is not correct' } }));
    fireEvent.submit(form);

    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('The password is not correct'));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/app/account/password');
    expect(JSON.parse(init.body as string)).toEqual({ currentPassword: 'wrongpass1', newPassword: 'newpass456' });
  });

  it('a Google-only account sets a first password without a current one', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...user, has_password: false, google_linked: true }));
    await setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Set a password' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('the delete button is disabled until the password is typed', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await setup();
    fireEvent.click(await screen.findByTestId('delete-open'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This cannot be undone. You will be signed out on every device at once.')).toBeTruthy();
    const confirm = within(dialog).getByTestId('delete-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Enter your password to confirm'), { target: { value: 'secret123' } });
    expect(confirm.disabled).toBe(false);
  });
});
