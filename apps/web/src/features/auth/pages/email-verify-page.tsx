import { ArrowRight, House, LogIn, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { getAccessToken, isFullySignedIn, useAuth, type AuthLevel } from '@/lib/auth';
import { useResendVerification, useVerifyEmail } from '../api/auth';
import { DevMailLink } from '../components/dev-mail-link';
import { FormAlert } from '../components/form-alert';
import { StatusView } from '../components/status-view';
import { useCountdown } from '../hooks/use-countdown';
import { useErrorText } from '../hooks/use-error-text';
import { keepOrigin, originFrom } from '../lib/redirect';
import { WrongAccountFooter } from '../components/wrong-account-footer';
import { SignedOutView } from '../components/signed-out-view';

const VERIFIED_REDIRECT_SECONDS = 5;

/** Where a user goes once the email is verified: activation first when it is pending, else onward. */
function nextAfterVerification(level: AuthLevel, from: string | null): { to: string; state?: { from: string } } {
  if (level === 2) return { to: paths.activationCode, state: from ? { from } : undefined };
  return { to: isFullySignedIn(level) && from ? from : paths.home };
}

/** /email-verify: with `?token=` it verifies; without, a signed-in level-1 user is asked to check the inbox. */
export function EmailVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyToken token={token} /> : <CheckInbox />;
}

function VerifyToken({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { level, refresh } = useAuth();
  const levelRef = useRef(level);
  levelRef.current = level;

  // A query, not a mutation: it runs once per token even when React mounts the page twice.
  const verify = useVerifyEmail(token);

  // The level moves on (1 → 2 or 3) once the server has the address verified.
  const [levelUpdated, setLevelUpdated] = useState(false);
  useEffect(() => {
    if (!verify.isSuccess) return;
    if (!getAccessToken()) {
      setLevelUpdated(true);
      return;
    }
    void refresh().finally(() => setLevelUpdated(true));
  }, [verify.isSuccess, refresh]);

  const from = originFrom(location.state);
  const goOn = () => {
    const next = nextAfterVerification(levelRef.current, from);
    void navigate(next.to, { replace: true, state: next.state });
  };
  const left = useCountdown(VERIFIED_REDIRECT_SECONDS, goOn, verify.data?.status === 'verified' && levelUpdated);

  if (verify.isPending) {
    return (
      <StatusView tone="working" state="verifying" testId="verify-state" title={t('verify.verifying')} text={t('verify.verifyingText')} />
    );
  }

  if (verify.isError) {
    return (
      <StatusView tone="error" state="failed" testId="verify-state" title={t('verify.failedTitle')} text={errorText(verify.error)}>
        {level === 1 ? <ResendButton /> : null}
        {level === 0 ? (
          <ButtonLink to={paths.login} size="lg" className="w-full" icon={<LogIn className="size-5" aria-hidden="true" />}>
            {t('verify.signInToResend')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.home} variant="ghost" icon={<House className="size-5" aria-hidden="true" />}>
          {t('actions.home')}
        </ButtonLink>
      </StatusView>
    );
  }

  if (verify.data.status === 'already_verified') {
    return (
      <StatusView
        tone="info"
        state="already-verified"
        testId="verify-state"
        title={t('verify.alreadyTitle')}
        text={t('verify.alreadyText')}
      >
        <Button size="lg" className="w-full" onClick={goOn} icon={<ArrowRight className="size-5" aria-hidden="true" />}>
          {t('actions.continue')}
        </Button>
      </StatusView>
    );
  }

  return (
    <StatusView tone="success" state="verified" testId="verify-state" title={t('verify.successTitle')} text={t('verify.successText')}>
      <p className="text-sm text-slate-600" data-testid="verify-countdown">
        {t('verify.redirecting', { count: Math.max(left, 0) })}
      </p>
      <Button size="lg" className="w-full" onClick={goOn} icon={<ArrowRight className="size-5" aria-hidden="true" />}>
        {t('verify.goNow')}
      </Button>
    </StatusView>
  );
}

function ResendButton() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const resendMutation = useResendVerification();

  async function resend() {
    setState('sending');
    setError(null);
    try {
      await resendMutation.mutateAsync();
      setState('sent');
    } catch (err) {
      setError(err);
      setState('idle');
    }
  }

  return (
    <>
      {state === 'sent' && (
        <FormAlert tone="success" testId="resend-sent">
          {t('verify.resent')}
        </FormAlert>
      )}
      {error !== null && <FormAlert testId="resend-error">{errorText(error)}</FormAlert>}
      <Button
        size="lg"
        variant={state === 'sent' ? 'secondary' : 'primary'}
        className="w-full"
        loading={state === 'sending'}
        data-testid="resend-verification"
        onClick={() => void resend()}
        icon={<RefreshCw className="size-5" aria-hidden="true" />}
      >
        {t('verify.resend')}
      </Button>
    </>
  );
}

function CheckInbox() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const { level, user, refresh } = useAuth();
  const from = originFrom(location.state);
  const startLevel = useRef(level);

  // Verified in another tab or on the phone: notice it when this tab is looked at again.
  useEffect(() => {
    if (level !== 1) return;
    const recheck = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [level, refresh]);

  useEffect(() => {
    if (startLevel.current === 1 && isFullySignedIn(level)) void navigate(from ?? paths.home, { replace: true });
  }, [level, from, navigate]);

  if (level === 2) return <Navigate to={paths.activationCode} replace state={keepOrigin(location.state)} />;

  if (isFullySignedIn(level)) {
    return (
      <StatusView
        tone="success"
        state="already-verified"
        testId="verify-state"
        title={t('verify.alreadyTitle')}
        text={t('verify.alreadyText')}
      >
        <ButtonLink
          to={from ?? paths.home}
          replace
          size="lg"
          className="w-full"
          icon={<ArrowRight className="size-5" aria-hidden="true" />}
        >
          {t('actions.continue')}
        </ButtonLink>
      </StatusView>
    );
  }

  if (level === 0) {
    return <SignedOutView testId="verify-state" title={t('verify.signedOutTitle')} text={t('verify.signedOutText')} />;
  }

  return (
    <StatusView
      tone="mail"
      state="check-inbox"
      testId="verify-state"
      title={t('verify.inboxTitle')}
      text={
        <>
          <p>{t('verify.inboxText')}</p>
          <p className="mt-1 font-medium break-all text-slate-900" data-testid="verify-email-address">
            {user?.email}
          </p>
          <p className="mt-3 text-sm text-slate-500">{t('verify.inboxHint')}</p>
        </>
      }
      footer={<WrongAccountFooter />}
    >
      <ResendButton />
      <DevMailLink />
    </StatusView>
  );
}
