import type { Me } from '@jobbridge/contracts';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, Mail, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Badge, Button, TextField } from '@/components/ui';
import { requestEmailChange } from '../lib/api';
import { hasErrors, validateEmailForm, type EmailField, type FieldErrors } from '../lib/rules';
import { errorCode, useAccountText } from '../lib/use-account-text';
import { FormAlert } from './page-states';
import { SectionCard } from './section-card';

/** Where each server refusal belongs. */
const FIELD_OF: Record<string, EmailField> = {
  WRONG_PASSWORD: 'password',
  EMAIL_ALREADY_REGISTERED: 'newEmail',
  EMAIL_UNCHANGED: 'newEmail',
  INVALID_EMAIL: 'newEmail',
};

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useAccountText();
  return verified ? (
    <Badge tone="success" icon={<BadgeCheck className="size-3.5" aria-hidden="true" />}>
      {t('email.verified')}
    </Badge>
  ) : (
    <Badge tone="warning" icon={<CircleAlert className="size-3.5" aria-hidden="true" />}>
      {t('email.unverified')}
    </Badge>
  );
}

/** Ask for a new address: a link goes to it, and the email changes only when that link is opened. */
export function EmailSection({ user }: { user: Me }) {
  const { t, errorText, apiErrorText } = useAccountText();
  const hasPassword = user.has_password;
  const [values, setValues] = useState({ newEmail: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<EmailField>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<EmailField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: requestEmailChange,
    meta: { silentError: true },
    onSuccess: (_data, body) => {
      setSentTo(body.newEmail);
      setValues({ newEmail: '', password: '' });
      toast.success(t('email.sentToast'));
    },
    onError: (err) => {
      const code = errorCode(err);
      const field = code ? FIELD_OF[code] : undefined;
      if (field) setServerErrors({ [field]: apiErrorText(err) });
      else setFormError(apiErrorText(err));
    },
  });

  function set(field: EmailField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerErrors({});
    setFormError(undefined);
    const { errors: found, value } = validateEmailForm({ ...values, currentEmail: user.email, hasPassword });
    setErrors(found);
    if (hasErrors(found)) {
      const first = (['newEmail', 'password'] as const).find((field) => found[field]);
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSentTo(null);
    mutation.mutate({ newEmail: value, ...(hasPassword ? { password: values.password } : {}) });
  }

  const message = (field: EmailField) => errorText(errors[field]) ?? serverErrors[field];
  return (
    <SectionCard id="email" icon={Mail} title={t('email.title')} description={t('email.description')} testId="settings-email">
      <div className="mb-5 rounded-xl bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-500">{t('email.current')}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900" data-testid="settings-email-current">
            {user.email}
          </span>
          <VerifiedBadge verified={user.email_verified} />
        </p>
      </div>

      {sentTo && (
        <div
          role="status"
          data-testid="email-sent"
          className="mb-5 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('email.sentTitle')}</p>
            <p className="mt-0.5 text-[15px] break-words">{t('email.sent', { email: sentTo })}</p>
          </div>
        </div>
      )}

      <form onSubmit={onSubmit} noValidate data-testid="email-form" className="max-w-md space-y-4">
        <TextField
          label={t('email.new')}
          name="newEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.newEmail}
          onChange={(event) => set('newEmail', event.target.value)}
          error={message('newEmail')}
        />
        {hasPassword && (
          <TextField
            label={t('email.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={message('password')}
          />
        )}
        <FormAlert message={formError} />
        <Button type="submit" loading={mutation.isPending} data-testid="email-submit">
          {t('email.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
