import { ArrowLeft, KeyRound, Mail, Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink, TextField } from '@/components/ui';
import type { ErrorCode } from '@jobbridge/contracts';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/auth';
import { AuthCard } from '../components/auth-card';
import { DevMailLink } from '../components/dev-mail-link';
import { FormAlert } from '../components/form-alert';
import { StatusView } from '../components/status-view';
import { useErrorText } from '../hooks/use-error-text';
import { loadRules } from '../lib/load-rules';

const linkClass = 'font-medium text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline';

/** /forgot-password: request a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<ErrorCode | undefined>();
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const error = (await loadRules()).validateEmail(email);
    setFieldError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestReset.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      setFormError(err);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <StatusView
        tone="mail"
        state="sent"
        testId="forgot-sent"
        title={t('forgot.sentTitle')}
        text={
          <>
            <p>{t('forgot.sentText', { email: sentTo })}</p>
            <p className="mt-2 text-sm text-slate-500">{t('forgot.sentHint')}</p>
          </>
        }
      >
        <DevMailLink />
        <ButtonLink to={paths.login} variant="secondary" size="lg" className="w-full">
          {t('forgot.backToLogin')}
        </ButtonLink>
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          {t('forgot.tryAnother')}
        </Button>
      </StatusView>
    );
  }

  return (
    <AuthCard
      testId="forgot-page"
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title={t('forgot.title')}
      description={t('forgot.subtitle')}
      footer={
        <Link to={paths.login} className={`inline-flex items-center gap-1.5 ${linkClass}`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('forgot.title')}>
        <TextField
          ref={inputRef}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            const value = event.target.value;
            setEmail(value);
            if (fieldError) void loadRules().then((rules) => setFieldError(rules.validateEmail(value)));
          }}
          error={fieldError ? errorText(fieldError) : undefined}
          icon={<Mail className="size-5" aria-hidden="true" />}
        />
        {formError !== null && <FormAlert testId="forgot-error">{errorText(formError)}</FormAlert>}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={busy}
          data-testid="forgot-submit"
          icon={<Send className="size-5" aria-hidden="true" />}
        >
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
