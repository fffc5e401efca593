import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { Language } from '@jobbridge/contracts';
import { loadScript } from '@/lib/load-script';

/** Loaded only when `/api/site` gives a Turnstile site key (the server's CSP allows it only then). */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
      language?: string;
      theme?: 'light' | 'dark' | 'auto';
      size?: 'normal' | 'flexible' | 'compact';
    },
  ): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export interface TurnstileHandle {
  /** A token works once: after a failed sign-in the widget must issue a new one. */
  reset(): void;
}

export interface TurnstileWidgetProps {
  siteKey: string;
  language: Language;
  onToken: (token: string | null) => void;
  /** The token expired (SECURITY_CHECK_EXPIRED) or the widget failed (SECURITY_CHECK_FAILED). */
  onProblem: (code: 'SECURITY_CHECK_EXPIRED' | 'SECURITY_CHECK_FAILED') => void;
}

/** Cloudflare Turnstile, rendered explicitly into this box. */
export const TurnstileWidget = forwardRef<TurnstileHandle, TurnstileWidgetProps>(function TurnstileWidget(
  { siteKey, language, onToken, onProblem },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const callbacks = useRef({ onToken, onProblem });
  callbacks.current = { onToken, onProblem };

  useImperativeHandle(ref, () => ({
    reset() {
      callbacks.current.onToken(null);
      if (widgetId.current) window.turnstile?.reset(widgetId.current);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    loadScript(TURNSTILE_SCRIPT)
      .then(() => {
        if (cancelled || !box.current || !window.turnstile) return;
        widgetId.current = window.turnstile.render(box.current, {
          sitekey: siteKey,
          language: language === 'cn' ? 'zh-cn' : 'en',
          theme: 'light',
          size: 'flexible',
          callback: (token) => callbacks.current.onToken(token),
          'expired-callback': () => {
            callbacks.current.onToken(null);
            callbacks.current.onProblem('SECURITY_CHECK_EXPIRED');
          },
          'error-callback': () => {
            callbacks.current.onToken(null);
            callbacks.current.onProblem('SECURITY_CHECK_FAILED');
          },
        });
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onProblem('SECURITY_CHECK_FAILED');
      });
    return () => {
      cancelled = true;
      if (widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = undefined;
    };
  }, [siteKey, language]);

  return <div ref={box} data-testid="turnstile" className="min-h-[65px]" />;
});
