import type { ActivationStatus, ErrorCode } from '@jobbridge/contracts';
import { ACTIVATION_CODE_LENGTH } from '@jobbridge/contracts/values';
import { ArrowRight, CircleAlert, CircleCheck, KeyRound, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { ACTIVATION_STATUS_FALLBACK, checkActivationStatus, useActivateAccount } from '../api/auth';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { StatusView } from '../components/status-view';
import { useErrorText } from '../hooks/use-error-text';
import { keepOrigin, originFrom } from '../lib/redirect';
import { loadRules } from '../lib/load-rules';
import { isCompleteActivationCode, normaliseActivationCode } from '../lib/validation';
import { WrongAccountFooter } from '../components/wrong-account-footer';
import { SignedOutView } from '../components/signed-out-view';

/** /activation-code (semi-open): a level-2 user enters the 8-character code; others are pointed onward. */
export function ActivationCodePage() {
  const { t } = useTranslation('auth');
  const { level } = useAuth();
  const location = useLocation();
  const from = originFrom(location.state);

  if (level === 0) {
    return <SignedOutView testId="activation-state" title={t('activation.signedOutTitle')} text={t('activation.signedOutText')} />;
  }
  if (level === 1) {
    return (
      <StatusView
        tone="mail"
        state="verify-first"
        testId="activation-state"
        title={t('activation.verifyFirstTitle')}
        text={t('activation.verifyFirstText')}
      >
        <ButtonLink
          to={paths.emailVerify}
          state={keepOrigin(location.state)}
          size="lg"
          className="w-full"
          icon={<MailCheck className="size-5" aria-hidden="true" />}
        >
          {t('activation.toVerify')}
        </ButtonLink>
      </StatusView>
    );
  }
  if (isFullySignedIn(level)) {
    return (
      <StatusView
        tone="success"
        state="active"
        testId="activation-state"
        title={t('activation.activeTitle')}
        text={t('activation.activeText')}
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
  return <ActivationForm from={from} />;
}

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; status: ActivationStatus };

function ActivationForm({ from }: { from: string | null }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<ErrorCode | undefined>();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const activate = useActivateAccount();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;

  // Eight characters typed: ask the server whether the code can be used.
  useEffect(() => {
    if (!isCompleteActivationCode(code)) {
      setCheck({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setCheck({ state: 'checking' });
    checkActivationStatus(code, controller.signal)
      .then((status) => setCheck({ state: 'done', status }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [code]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const error = (await loadRules()).validateActivationCode(code);
    setFieldError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await activate.mutateAsync(code);
      const level = await refresh();
      if (isFullySignedIn(level)) void navigate(from ?? paths.home, { replace: true });
      else setFormError('ACTIVATION_FAILED');
    } catch (err) {
      setFormError(err);
    } finally {
      setBusy(false);
    }
  }

  const status = check.state === 'done' ? check.status : null;
  // docs/product.md §3's substitute message is Chinese; show it in the reader's language.
  const statusText =
    status && (status.msg === ACTIVATION_STATUS_FALLBACK.msg && !status.available ? errorText('ACTIVATION_FAILED') : status.msg);
  // A refused submit says why in the form's alert; the live check's "Invalid activation code" under the field
  // would say it a second time.
  const showStatus = status !== null && !(formError !== null && !status.available);
  const describedBy = [fieldError ? errorId : hintId, showStatus || check.state === 'checking' ? statusId : null].filter(Boolean).join(' ');

  return (
    <AuthCard
      testId="activation-page"
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title={t('activation.title')}
      description={t('activation.subtitle')}
      footer={<WrongAccountFooter />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('activation.title')}>
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('activation.label')}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="code"
            value={code}
            onChange={(event) => {
              const next = normaliseActivationCode(event.target.value);
              setCode(next);
              setFormError(null);
              if (fieldError) void loadRules().then((rules) => setFieldError(rules.validateActivationCode(next)));
            }}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            placeholder="ABCD1234"
            data-testid="activation-input"
            aria-invalid={fieldError || (status && !status.available) ? true : undefined}
            aria-describedby={describedBy}
            className={cn(
              'h-14 w-full rounded-xl border bg-white px-4 text-center font-mono text-2xl tracking-[0.35em]',
              'text-slate-900 uppercase placeholder:text-slate-300',
              'transition-colors focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
              fieldError ? 'border-rose-500' : 'border-slate-300 hover:border-slate-400',
            )}
          />
          {fieldError ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-700" data-testid="activation-field-error">
              {errorText(fieldError)}
            </p>
          ) : (
            <p id={hintId} className="mt-1.5 text-sm text-slate-500">
              {t('activation.hint', { count: ACTIVATION_CODE_LENGTH, typed: code.length })}
            </p>
          )}
          <div id={statusId} aria-live="polite" className="mt-2 min-h-6" data-testid="activation-status">
            {check.state === 'checking' && (
              <span className="inline-flex items-center gap-2 text-sm text-slate-600">
                <Spinner size="sm" /> {t('activation.checking')}
              </span>
            )}
            {showStatus && (
              <span
                data-available={status.available}
                className={cn(
                  'inline-flex items-center gap-1.5 text-sm font-medium',
                  status.available ? 'text-emerald-700' : 'text-rose-700',
                )}
              >
                {status.available ? (
                  <CircleCheck className="size-4" aria-hidden="true" />
                ) : (
                  <CircleAlert className="size-4" aria-hidden="true" />
                )}
                {statusText}
              </span>
            )}
          </div>
        </div>
        {formError !== null && <FormAlert testId="activation-error">{errorText(formError)}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" loading={busy} data-testid="activation-submit">
          {t('activation.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
