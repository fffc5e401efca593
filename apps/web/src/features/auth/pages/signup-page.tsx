import { Gift, Mail, UserPlus, UserRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/lib/site';
import { isApiError } from '@/lib/http';
import { useAuth } from '@/lib/auth';
import { useReferralCheck, useSignup } from '../api/auth';
import { AuthCard } from '../components/auth-card';
import { CheckboxField } from '../components/checkbox-field';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { SecurityCheck, useSecurityCheck } from '@/components/security-check/security-check';
import { useErrorText } from '../hooks/use-error-text';
import { keepOrigin } from '../lib/redirect';
import { forgetReferral, referralFromSearch, rememberReferral, storedReferral } from '../lib/referral';
import { loadRules } from '../lib/load-rules';
import type { SignupValues } from '../lib/validation';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/notify';

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
/** The sign-up rules, loaded at the form's first check. */
const signupResolver = lazyZodResolver<SignupValues>(() => loadRules().then((rules) => rules.signupForm));

export function SignupPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  // The bot check, when the site has one: sign-up says whether an address is registered (the spec's message).
  const securityCheck = useSecurityCheck(useSiteInfo().data?.auth.turnstileSiteKey ?? null);

  // Checked on submit, then again on each change (the repeat too when the password changes); the messages are
  // error codes from the schema, or the server's own text (type 'server-text').
  const form = useForm<SignupValues>({
    resolver: signupResolver,
    defaultValues: { username: '', email: '', password: '', repeatPassword: '', acceptTerms: false },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const signupMutation = useSignup();
  const [referral, setReferral] = useState<string | null>(() => storedReferral());

  // ?ref=CODE: remember it for this tab and check that the referral link exists.
  const linkCode = referralFromSearch(location.search);
  useEffect(() => {
    if (!linkCode) return;
    rememberReferral(linkCode);
    setReferral(linkCode);
  }, [linkCode]);
  const referralCheck = useReferralCheck(linkCode);
  useEffect(() => {
    const error = referralCheck.error;
    if (isApiError(error) && error.status === 404) {
      forgetReferral();
      setReferral(null);
      notify('error', errorText('REFERRAL_LINK_NOT_FOUND'), { toastId: 'referral-not-found' });
    }
  }, [referralCheck.error, errorText]);

  function message(field: Field): string | undefined {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server-text' ? error.message : errorText(error.message);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    // Invalid fields: react-hook-form shows their messages and focuses the first one.
    return form.handleSubmit(send)(event);
  }

  async function send(values: SignupValues) {
    if (securityCheck.missing) {
      setFormError('SECURITY_CHECK_REQUIRED');
      return;
    }
    setBusy(true);
    let tokens;
    try {
      tokens = await signupMutation.mutateAsync({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        referralCode: referral,
        turnstileToken: securityCheck.token,
      });
    } catch (error) {
      setBusy(false);
      // A Turnstile token works once.
      securityCheck.reset();
      const placed = placeServerError(error);
      if (placed) {
        const first = FIELD_ORDER.find((field) => placed[field]);
        for (const field of FIELD_ORDER) {
          const found = placed[field];
          if (!found) continue;
          const error = 'code' in found ? { type: 'server', message: found.code } : { type: 'server-text', message: found.text };
          form.setError(field, error, { shouldFocus: field === first });
        }
      } else {
        setFormError(isApiError(error) && error.status >= 500 ? 'SIGNUP_FAILED' : error);
      }
      return;
    }
    forgetReferral();
    const level = await signIn(tokens).catch(() => 0 as const);
    if (level === 0) {
      setBusy(false);
      notify('error', errorText('AUTO_LOGIN_FAILED'));
      void navigate(paths.login, { replace: true, state: keepOrigin(location.state) });
    }
    // Otherwise the guest guard moves on to /email-verify.
  }

  const emailTaken = errors.email?.type === 'server' && errors.email.message === 'EMAIL_ALREADY_REGISTERED';
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
          {...form.register('username')}
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={message('username')}
          icon={<UserRound className="size-5" aria-hidden="true" />}
        />
        <div>
          <TextField
            {...form.register('email')}
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            error={message('email')}
            icon={<Mail className="size-5" aria-hidden="true" />}
          />
          {emailTaken && (
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
          {...form.register('password', { deps: 'repeatPassword' })}
          label={t('fields.password')}
          autoComplete="new-password"
          error={message('password')}
          hint={t('fields.passwordHint')}
        />
        <PasswordField
          {...form.register('repeatPassword')}
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          error={message('repeatPassword')}
        />
        <CheckboxField
          {...form.register('acceptTerms')}
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

        <SecurityCheck check={securityCheck} setFormError={setFormError} />

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
