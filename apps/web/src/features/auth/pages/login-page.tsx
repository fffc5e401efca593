import type { TokenResponse } from '@jobbridge/contracts';
import { LogIn, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/lib/site';
import { useAuth } from '@/lib/auth';
import { useGoogleSignIn, useLogin } from '../api/auth';
import { AuthCard } from '../components/auth-card';
import { Divider } from '../components/divider';
import { FormAlert } from '../components/form-alert';
import { GoogleButton } from '../components/google-button';
import { PasswordField } from '../components/password-field';
import { SecurityCheck, useSecurityCheck } from '@/components/security-check/security-check';
import { useErrorText } from '../hooks/use-error-text';
import { referralFromSearch, rememberReferral, storedReferral } from '../lib/referral';
import { keepOrigin, signInReason } from '../lib/redirect';
import { hasErrors, validateLogin, type FieldErrors, type LoginValues } from '../lib/validation';

const linkClass = 'font-medium text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline';

/**
 * /login: username or email and password (docs/product.md §7 form data), Turnstile and Google when configured. On success
 * the level changes and the guest guard sends the user on: back to `state.from`, or to verify or activate.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const location = useLocation();
  const { signIn } = useAuth();
  const site = useSiteInfo();
  const turnstileKey = site.data?.auth.turnstileSiteKey ?? null;
  const googleClientId = site.data?.auth.googleClientId ?? null;

  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'password' | 'google' | null>(null);
  const securityCheck = useSecurityCheck(turnstileKey);
  const login = useLogin();
  const google = useGoogleSignIn();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const ref = referralFromSearch(location.search);
    if (ref) rememberReferral(ref);
  }, [location.search]);

  function update(field: keyof LoginValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setFieldErrors(validateLogin(next));
  }

  async function finish(tokens: TokenResponse) {
    const level = await signIn(tokens);
    // Level 1-3: the guest guard moves on. Level 0: the account could not be read back.
    if (level === 0) setFormError('INTERNAL_ERROR');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const errors = validateLogin(values);
    setFieldErrors(errors);
    if (hasErrors(errors)) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    if (securityCheck.missing) {
      setFormError('SECURITY_CHECK_REQUIRED');
      return;
    }
    setBusy('password');
    try {
      const username = values.username.trim();
      const tokens = await login.mutateAsync({
        username,
        password: values.password,
        ...(turnstileKey ? { turnstile: { token: securityCheck.token } } : {}),
      });
      await finish(tokens);
    } catch (error) {
      setFormError(error);
      securityCheck.reset();
    } finally {
      setBusy(null);
    }
  }

  async function onGoogleToken(accessToken: string) {
    setFormError(null);
    setBusy('google');
    try {
      await finish(await google.mutateAsync({ accessToken, referralCode: storedReferral() }));
    } catch {
      setFormError('GOOGLE_LOGIN_FAILED');
    } finally {
      setBusy(null);
    }
  }

  const state = keepOrigin(location.state);
  // Sent here from a job's Save (or Applied, Flash): say why; the guest guard brings them back after.
  const reason = signInReason(location.state);

  return (
    <AuthCard
      testId="login-page"
      icon={<UserRound className="size-6" aria-hidden="true" />}
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.signup} state={state} className={linkClass} data-testid="login-to-signup">
            {t('login.toSignup')}
          </Link>
        </>
      }
    >
      {reason && (
        <FormAlert tone="info" testId="login-reason" className="mb-5">
          {t(`login.reason.${reason}`)}
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('login.title')}>
        <TextField
          ref={usernameRef}
          name="username"
          label={t('fields.usernameOrEmail')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(event) => update('username', event.target.value)}
          error={fieldErrors.username ? errorText(fieldErrors.username) : undefined}
          icon={<UserRound className="size-5" aria-hidden="true" />}
        />
        <PasswordField
          ref={passwordRef}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={fieldErrors.password ? errorText(fieldErrors.password) : undefined}
          labelAside={
            <Link to={paths.forgotPassword} className={`text-sm ${linkClass}`} data-testid="login-forgot">
              {t('login.forgot')}
            </Link>
          }
        />

        <SecurityCheck check={securityCheck} setFormError={setFormError} />

        {formError !== null && <FormAlert testId="login-error">{errorText(formError)}</FormAlert>}

        <Button
          type="submit"
          size="lg"
          className="w-full"
          data-testid="login-submit"
          loading={busy === 'password' || site.isPending}
          disabled={busy !== null}
          icon={<LogIn className="size-5" aria-hidden="true" />}
        >
          {t('login.submit')}
        </Button>
      </form>

      {googleClientId && (
        <>
          <Divider label={t('login.or')} />
          <GoogleButton
            clientId={googleClientId}
            busy={busy === 'google'}
            disabled={busy !== null}
            onAccessToken={(token) => void onGoogleToken(token)}
            onFailure={() => setFormError('GOOGLE_LOGIN_FAILED')}
          />
        </>
      )}
    </AuthCard>
  );
}
