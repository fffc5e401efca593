import { Gift, Mail, UserPlus, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/features/shell';
import { isApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n';
import { checkReferralCode, signup } from '../api';
import { AuthCard } from '../components/auth-card';
import { CheckboxField } from '../components/checkbox-field';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TurnstileWidget, type TurnstileHandle } from '../components/turnstile-widget';
import { useErrorText } from '../hooks/use-error-text';
import { keepOrigin } from '../lib/redirect';
import { forgetReferral, referralFromSearch, rememberReferral, storedReferral } from '../lib/referral';
import { hasErrors, validateSignup, type SignupValues } from '../lib/validation';

type Field = keyof SignupValues;
const FIELD_ORDER: Field[] = ['username', 'email', 'password', 'repeatPassword', 'acceptTerms'];
const linkClass = 'font-medium text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline';

/** Server errors that belong under one field. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  EMAIL_ALREADY_REGISTERED: 'email',
  INVALID_EMAIL: 'email',
  USERNAME_TAKEN: 'username',
  USERNAME_INVALID: 'username',
  USERNAME_REQUIRED: 'username',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_RULES: 'password',
  TERMS_NOT_AGREED: 'acceptTerms',
};

/** What goes under a field: a code to translate, or the server's (already translated) field message. */
type FieldMessage = { code: string } | { text: string };

/**
 * /signup: docs/product.md §5 rules on the client, the server's field errors under their fields, `?ref=` remembered and
 * checked. Success signs in at level 1 and the guest guard goes to /email-verify.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { language } = useLanguage();
  // The bot check, when the site has one: sign-up says whether an address is registered (the spec's message).
  const turnstileKey = useSiteInfo().data?.auth.turnstileSiteKey ?? null;
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const turnstile = useRef<TurnstileHandle>(null);

  const [values, setValues] = useState<SignupValues>({
    username: '',
    email: '',
    password: '',
    repeatPassword: '',
    acceptTerms: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [referral, setReferral] = useState<string | null>(() => storedReferral());
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    repeatPassword: useRef<HTMLInputElement>(null),
    acceptTerms: useRef<HTMLInputElement>(null),
  };

  // ?ref=CODE: remember it for this tab and check that the referral link exists.
  useEffect(() => {
    const code = referralFromSearch(location.search);
    if (!code) return;
    rememberReferral(code);
    setReferral(code);
    const controller = new AbortController();
    checkReferralCode(code, controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      if (isApiError(error) && error.status === 404) {
        forgetReferral();
        setReferral(null);
        toast.error(errorText('REFERRAL_LINK_NOT_FOUND'), { toastId: 'referral-not-found' });
      }
    });
    return () => controller.abort();
  }, [location.search, errorText]);

  const clientErrors = submitted ? validateSignup(values) : {};

  function message(field: Field): string | undefined {
    const own = clientErrors[field];
    if (own) return errorText(own);
    const server = serverErrors[field];
    if (!server) return undefined;
    return 'code' in server ? errorText(server.code) : server.text;
  }

  function update<F extends Field>(field: F, value: SignupValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusFirst(fields: Partial<Record<Field, unknown>>) {
    const first = FIELD_ORDER.find((field) => fields[field]);
    if (first) refs[first].current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setServerErrors({});
    const errors = validateSignup(values);
    if (hasErrors(errors)) {
      focusFirst(errors);
      return;
    }
    if (turnstileKey && !turnstileToken) {
      setFormError('SECURITY_CHECK_REQUIRED');
      return;
    }
    setBusy(true);
    let tokens;
    try {
      tokens = await signup({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        referralCode: referral,
        turnstileToken,
      });
    } catch (error) {
      setBusy(false);
      // A Turnstile token works once.
      turnstile.current?.reset();
      setTurnstileToken(null);
      const placed = placeServerError(error);
      if (placed) {
        setServerErrors(placed);
        focusFirst(placed);
      } else {
        setFormError(isApiError(error) && error.status >= 500 ? 'SIGNUP_FAILED' : error);
      }
      return;
    }
    forgetReferral();
    const level = await signIn(tokens).catch(() => 0 as const);
    if (level === 0) {
      setBusy(false);
      toast.error(errorText('AUTO_LOGIN_FAILED'));
      void navigate(paths.login, { replace: true, state: keepOrigin(location.state) });
    }
    // Otherwise the guest guard moves on to /email-verify.
  }

  const emailTaken = serverErrors.email && 'code' in serverErrors.email && serverErrors.email.code === 'EMAIL_ALREADY_REGISTERED';
  const state = keepOrigin(location.state);

  return (
    <AuthCard
      testId="signup-page"
      icon={<UserPlus className="size-6" aria-hidden="true" />}
      title={t('signup.title')}
      description={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login} state={state} className={linkClass} data-testid="signup-to-login">
            {t('signup.toLogin')}
          </Link>
        </>
      }
    >
      {referral && (
        <FormAlert tone="info" className="mb-5" testId="referral-note">
          <span className="inline-flex items-center gap-1.5">
            <Gift className="size-4" aria-hidden="true" />
            {t('signup.referral')}
          </span>
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('signup.title')}>
        <TextField
          ref={refs.username}
          name="username"
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(event) => update('username', event.target.value)}
          error={message('username')}
          icon={<UserRound className="size-5" aria-hidden="true" />}
        />
        <div>
          <TextField
            ref={refs.email}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            error={message('email')}
            icon={<Mail className="size-5" aria-hidden="true" />}
          />
          {emailTaken && !clientErrors.email && (
            <Link
              to={paths.login}
              state={state}
              className={`mt-1 inline-block text-sm ${linkClass}`}
              data-testid="signup-email-taken-login"
            >
              {t('signup.goToLogin')}
            </Link>
          )}
        </div>
        <PasswordField
          ref={refs.password}
          name="password"
          label={t('fields.password')}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={message('password')}
          hint={t('fields.passwordHint')}
        />
        <PasswordField
          ref={refs.repeatPassword}
          name="repeatPassword"
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          value={values.repeatPassword}
          onChange={(event) => update('repeatPassword', event.target.value)}
          error={message('repeatPassword')}
        />
        <CheckboxField
          ref={refs.acceptTerms}
          name="acceptTerms"
          checked={values.acceptTerms}
          onChange={(event) => update('acceptTerms', event.target.checked)}
          error={message('acceptTerms')}
          label={
            <Trans
              t={t}
              i18nKey="signup.terms"
              components={{
                terms: <Link to={paths.terms} target="_blank" rel="noopener" className={linkClass} />,
                privacy: <Link to={paths.privacy} target="_blank" rel="noopener" className={linkClass} />,
              }}
            />
          }
        />

        {turnstileKey && (
          <TurnstileWidget
            ref={turnstile}
            siteKey={turnstileKey}
            language={language}
            onToken={(token) => {
              setTurnstileToken(token);
              if (token) setFormError((current: unknown) => (isSecurityCode(current) ? null : current));
            }}
            onProblem={(code) => setFormError(code)}
          />
        )}

        {formError !== null && <FormAlert testId="signup-error">{errorText(formError)}</FormAlert>}

        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={busy}
          data-testid="signup-submit"
          icon={<UserPlus className="size-5" aria-hidden="true" />}
        >
          {t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Puts a server error under its field when it belongs to one; null for form-level errors. */
function placeServerError(error: unknown): Partial<Record<Field, FieldMessage>> | null {
  if (!isApiError(error)) return null;
  const field = FIELD_OF_CODE[error.code];
  if (field) return { [field]: { code: error.code } };
  if (error.code === 'VALIDATION_ERROR' && error.fields?.length) {
    const placed: Partial<Record<Field, FieldMessage>> = {};
    for (const issue of error.fields) {
      const name = issue.field.split('.')[0] as Field;
      if (FIELD_ORDER.includes(name) && !placed[name]) placed[name] = { text: issue.message };
    }
    return Object.keys(placed).length ? placed : null;
  }
  return null;
}

function isSecurityCode(value: unknown): boolean {
  return value === 'SECURITY_CHECK_REQUIRED' || value === 'SECURITY_CHECK_EXPIRED' || value === 'SECURITY_CHECK_FAILED';
}
