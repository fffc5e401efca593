import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useLanguage } from '@/lib/i18n';
import { TurnstileWidget, type TurnstileHandle } from './turnstile-widget';

const SECURITY_CODES: readonly unknown[] = ['SECURITY_CHECK_REQUIRED', 'SECURITY_CHECK_EXPIRED', 'SECURITY_CHECK_FAILED'];

/**
 * The bot check of the login and sign-up forms, when the site has one (`siteKey` from /api/site): its token,
 * whether it is still missing, and `reset` for after a refusal (a Turnstile token works once).
 */
export function useSecurityCheck(siteKey: string | null) {
  const [token, setToken] = useState<string | null>(null);
  const widget = useRef<TurnstileHandle>(null);
  return {
    siteKey,
    token,
    /** The site has the check and it has not been passed yet: the form says SECURITY_CHECK_REQUIRED. */
    missing: siteKey !== null && !token,
    reset: () => widget.current?.reset(),
    widget,
    setToken,
  };
}

/**
 * The widget itself. Its problems (expired, failed) become the form's error; a new token clears such an error
 * (and only such an error: a wrong password stays until the next try).
 */
export function SecurityCheck({
  check,
  setFormError,
}: {
  check: { siteKey: string | null; widget: RefObject<TurnstileHandle | null>; setToken: (token: string | null) => void };
  setFormError: Dispatch<SetStateAction<unknown>>;
}) {
  const { language } = useLanguage();
  if (!check.siteKey) return null;
  return (
    <TurnstileWidget
      ref={check.widget}
      siteKey={check.siteKey}
      language={language}
      onToken={(token) => {
        check.setToken(token);
        if (token) setFormError((current: unknown) => (SECURITY_CODES.includes(current) ? null : current));
      }}
      onProblem={(code) => setFormError(code)}
    />
  );
}
