import type { Me } from '@jobbridge/contracts';
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { useChangePassword } from '../api/account';
import { hasErrors, validatePasswordForm, type FieldErrors, type PasswordField } from '../lib/rules';
import { errorCode, serverFieldMessage, useAccountText } from '../lib/use-account-text';
import { FormAlert } from './page-states';
import { SectionCard } from './section-card';

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();

  const mutation = useChangePassword({
    meta: { silentError: true },
    onSuccess: async () => {
      setValues(EMPTY);
      toast.success(hasPassword ? t('password.changed') : t('password.set'));
      if (!hasPassword) await refresh();
    },
    onError: (err) => {
      const code = errorCode(err);
      if (code === 'WRONG_PASSWORD') setServerErrors({ current: apiErrorText(err) });
      else if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_RULES') setServerErrors({ next: apiErrorText(err) });
      else if (code === 'VALIDATION_ERROR' && serverFieldMessage(err, 'newPassword')) {
        setServerErrors({ next: serverFieldMessage(err, 'newPassword') });
      } else setFormError(apiErrorText(err));
    },
  });

  function set(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is edited; the others stay until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerErrors({});
    setFormError(undefined);
    const found = validatePasswordForm({ ...values, hasPassword });
    setErrors(found);
    if (hasErrors(found)) {
      const first = (['current', 'next', 'repeat'] as const).find((field) => found[field]);
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate({ ...(hasPassword ? { currentPassword: values.current } : {}), newPassword: values.next });
  }

  const message = (field: PasswordField) => errorText(errors[field]) ?? serverErrors[field];
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
            name="current"
            type="password"
            autoComplete="current-password"
            value={values.current}
            onChange={(event) => set('current', event.target.value)}
            error={message('current')}
          />
        )}
        <div>
          <TextField
            label={t('password.new')}
            name="next"
            type="password"
            autoComplete="new-password"
            value={values.next}
            onChange={(event) => set('next', event.target.value)}
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
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onChange={(event) => set('repeat', event.target.value)}
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
