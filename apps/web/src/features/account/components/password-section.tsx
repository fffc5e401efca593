import type { Me } from '@jobbridge/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { useChangePassword } from '../api/account';
import { passwordForm, type FieldError, type PasswordField } from '../lib/rules';
import { errorCode, serverFieldMessage, useAccountText } from '../lib/use-account-text';
import { FormAlert } from '@/components/form-alert';
import { SectionCard } from '@/components/section-card';
import { notify } from '@/lib/notify';

const EMPTY = { current: '', next: '', repeat: '' };

/**
 * Change the password (current one asked), or, for a Google-only account, set a first one. The server signs
 * out every other session; this one stays.
 */
export function PasswordSection({ user }: { user: Me }) {
  const { t, errorText, apiErrorText } = useAccountText();
  const { refresh } = useAuth();
  const rulesId = useId();
  const hasPassword = user.has_password;
  // Checked on submit only; a field's message goes once it is edited, the others stay until the next submit.
  // A message is a code or a local key (translated here), or the server's text (type 'server').
  const schema = useMemo(() => passwordForm(hasPassword), [hasPassword]);
  const form = useForm<Record<PasswordField, string>>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: PasswordField) => form.register(name, { onChange: () => form.clearErrors(name) });
  const [formError, setFormError] = useState<string | undefined>();

  const mutation = useChangePassword({
    meta: { silentError: true },
    onSuccess: async () => {
      form.reset(EMPTY);
      notify('success', hasPassword ? t('password.changed') : t('password.set'));
      if (!hasPassword) await refresh();
    },
    onError: (err) => {
      const code = errorCode(err);
      const server = (name: PasswordField, message: string) => form.setError(name, { type: 'server', message });
      if (code === 'WRONG_PASSWORD') server('current', apiErrorText(err));
      else if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_RULES') server('next', apiErrorText(err));
      else if (code === 'VALIDATION_ERROR' && serverFieldMessage(err, 'newPassword'))
        server('next', serverFieldMessage(err, 'newPassword')!);
      else setFormError(apiErrorText(err));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(undefined);
    return form.handleSubmit((values) =>
      mutation.mutate({ ...(hasPassword ? { currentPassword: values.current } : {}), newPassword: values.next }),
    )(event);
  }

  const message = (name: PasswordField) => {
    const error = errors[name];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : errorText(error.message as FieldError);
  };
  return (
    <SectionCard
      id="password"
      icon={KeyRound}
      title={hasPassword ? t('password.title') : t('password.setTitle')}
      description={hasPassword ? t('password.description') : t('password.setDescription')}
      testId="settings-password"
    >
      <form onSubmit={onSubmit} noValidate data-testid="password-form" className="max-w-md space-y-4">
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {hasPassword && (
          <TextField
            label={t('password.current')}
            {...field('current')}
            type="password"
            autoComplete="current-password"
            error={message('current')}
          />
        )}
        <div>
          <TextField
            label={t('password.new')}
            {...field('next')}
            type="password"
            autoComplete="new-password"
            error={message('next')}
            {...(message('next') ? {} : { 'aria-describedby': rulesId })}
          />
          {!message('next') && (
            <p id={rulesId} className="mt-1.5 text-sm text-slate-500">
              {t('password.rules')}
            </p>
          )}
        </div>
        <TextField
          label={t('password.repeat')}
          {...field('repeat')}
          type="password"
          autoComplete="new-password"
          error={message('repeat')}
        />
        <FormAlert message={formError} />
        <Button type="submit" loading={mutation.isPending} data-testid="password-submit">
          {hasPassword ? t('password.submit') : t('password.submitSet')}
        </Button>
      </form>
    </SectionCard>
  );
}
