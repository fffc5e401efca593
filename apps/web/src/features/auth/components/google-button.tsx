import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { loadScript } from '@/lib/load-script';

/** Google Identity Services: loaded only when `/api/site` gives a Google client id. */
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  error?: string;
}

interface TokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}

interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type?: string }) => void;
  }): TokenClient;
}

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d={
          'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7' +
          'C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z'
        }
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

export interface GoogleButtonProps {
  clientId: string;
  /** Google gave an access token: exchange it at /api/auth/googleAuth. */
  onAccessToken: (accessToken: string) => void;
  /** Google refused or the script failed (not when the user simply closed the pop-up). */
  onFailure: () => void;
  busy?: boolean;
  disabled?: boolean;
}

/** "Continue with Google" through the GIS token flow (scopes openid, profile, email). */
export function GoogleButton({ clientId, onAccessToken, onFailure, busy = false, disabled = false }: GoogleButtonProps) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const client = useRef<TokenClient | null>(null);
  const callbacks = useRef({ onAccessToken, onFailure });
  callbacks.current = { onAccessToken, onFailure };

  useEffect(() => {
    let cancelled = false;
    loadScript(GOOGLE_SCRIPT)
      .then(() => {
        const oauth2 = window.google?.accounts?.oauth2;
        if (cancelled) return;
        if (!oauth2) throw new Error('Google Identity Services missing');
        client.current = oauth2.initTokenClient({
          client_id: clientId,
          scope: 'openid profile email',
          callback: (response) => {
            if (response.access_token && !response.error) callbacks.current.onAccessToken(response.access_token);
            else callbacks.current.onFailure();
          },
          error_callback: (error) => {
            // Closing the pop-up is a choice, not a failure.
            if (error.type !== 'popup_closed') callbacks.current.onFailure();
          },
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full"
      data-testid="google-sign-in"
      icon={<GoogleMark />}
      loading={busy || state === 'loading'}
      disabled={disabled || state !== 'ready'}
      onClick={() => client.current?.requestAccessToken()}
    >
      {state === 'failed' ? t('login.googleUnavailable') : t('login.google')}
    </Button>
  );
}
