import { KeyRound, LogIn, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { clearTokens, getAccessToken } from '@/lib/auth';
import { useResetPassword, useResetToken } from '../api/auth';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { StatusView } from '../components/status-view';
import { useErrorText } from '../hooks/use-error-text';
import { loadRules } from '../lib/load-rules';
import type { ResetValues } from '../lib/validation';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

/** /reset-password/:token: verifying link → invalid link, or set new password → success. */
/** The reset rules, loaded at the form's first check. */
const resetResolver = lazyZodResolver<ResetValues>(() => loadRules().then((rules) => rules.resetForm));

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const check = useResetToken(token);
  const reset = useResetPassword();

  // Checked on submit, then on each change (the repeat too when the password changes).
  const form = useForm<ResetValues>({
    resolver: resetResolver,
    defaultValues: { password: '', repeatPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null);
  const invalid =
    outcome === 'invalid' ||
    !token ||
    check.data?.valid === false ||
    (check.isError && isApiError(check.error) && check.error.status >= 400 && check.error.status < 500);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    // Invalid fields: react-hook-form shows their messages and focuses the first one.
    return form.handleSubmit(send)(event);
  }

  async function send(values: ResetValues) {
    setBusy(true);
    try {
      await reset.mutateAsync({ token, password: values.password });
      // The server has signed every session out; forget this browser's tokens too.
      if (getAccessToken()) clearTokens();
      setOutcome('done');
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') setOutcome('invalid');
      else setFormError(error);
    } finally {
      setBusy(false);
    }
  }

  if (outcome === 'done') {
    return (
      <StatusView tone="success" state="done" testId="reset-done" title={t('reset.doneTitle')} text={t('reset.doneText')}>
        <ButtonLink to={paths.login} replace size="lg" className="w-full" icon={<LogIn className="size-5" aria-hidden="true" />}>
          {t('reset.signIn')}
        </ButtonLink>
      </StatusView>
    );
  }

  if (invalid) {
    return (
      <StatusView
        tone="error"
        state="invalid"
        testId="reset-invalid"
        title={t('reset.invalidTitle')}
        text={
          <>
            <p>{errorText('INVALID_RESET_TOKEN')}</p>
            <p className="mt-2">{t('reset.invalidText')}</p>
          </>
        }
      >
        <ButtonLink to={paths.forgotPassword} size="lg" className="w-full" icon={<RotateCcw className="size-5" aria-hidden="true" />}>
          {t('reset.askAgain')}
        </ButtonLink>
      </StatusView>
    );
  }

  if (check.isError) {
    return (
      <StatusView tone="error" state="error" title={t('reset.checkFailedTitle')} text={errorText(check.error)}>
        <Button size="lg" className="w-full" onClick={() => void check.refetch()} loading={check.isFetching}>
          {t('actions.retry')}
        </Button>
      </StatusView>
    );
  }

  if (check.isPending) {
    return <StatusView tone="working" state="verifying" testId="reset-verifying" title={t('reset.verifying')} />;
  }

  return (
    <AuthCard
      testId="reset-page"
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title={t('reset.title')}
      description={t('reset.subtitle', { email: check.data.valid ? check.data.email : '' })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('reset.title')}>
        <PasswordField
          {...form.register('password', { deps: 'repeatPassword' })}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message ? errorText(errors.password.message) : undefined}
          hint={t('reset.hint')}
        />
        <PasswordField
          {...form.register('repeatPassword')}
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          error={errors.repeatPassword?.message ? errorText(errors.repeatPassword.message) : undefined}
        />
        {formError !== null && <FormAlert testId="reset-error">{errorText(formError)}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" loading={busy} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
