import type { Me } from '@jobbridge/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CircleAlert, Mail, MailCheck } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, TextField } from '@/components/ui';
import { useRequestEmailChange } from '../api/account';
import { emailForm, type EmailField, type FieldError } from '../lib/rules';
import { errorCode, useAccountText } from '../lib/use-account-text';
import { FormAlert } from '@/components/form-alert';
import { SectionCard } from '@/components/section-card';
import { notify } from '@/lib/notify';

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
  // Checked on submit only; a field's message goes once it is edited (as the password form).
  const schema = useMemo(() => emailForm(user.email, hasPassword), [user.email, hasPassword]);
  const form = useForm<Record<EmailField, string>>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { newEmail: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: EmailField) => form.register(name, { onChange: () => form.clearErrors(name) });
  const [formError, setFormError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const mutation = useRequestEmailChange({
    meta: { silentError: true },
    onSuccess: (_data, body) => {
      setSentTo(body.newEmail);
      form.reset({ newEmail: '', password: '' });
      notify('success', t('email.sentToast'));
    },
    onError: (err) => {
      const code = errorCode(err);
      const field = code ? FIELD_OF[code] : undefined;
      if (field) form.setError(field, { type: 'server', message: apiErrorText(err) });
      else setFormError(apiErrorText(err));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(undefined);
    return form.handleSubmit((values) => {
      setSentTo(null);
      mutation.mutate({ newEmail: schema.shape.newEmail.parse(values.newEmail), ...(hasPassword ? { password: values.password } : {}) });
    })(event);
  }

  const message = (name: EmailField) => {
    const error = errors[name];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : errorText(error.message as FieldError);
  };
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
          {...field('newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={message('newEmail')}
        />
        {hasPassword && (
          <TextField
            label={t('email.password')}
            {...field('password')}
            type="password"
            autoComplete="current-password"
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
