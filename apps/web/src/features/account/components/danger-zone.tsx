import type { Me } from '@jobbridge/contracts';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Spinner, TextField } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useDeleteAccount } from '../api/account';
import { errorCode, useAccountText } from '../lib/use-account-text';
import { useLocalSignOut } from '../lib/use-local-sign-out';
import { FormAlert } from '@/components/form-alert';
import { SectionCard } from '@/components/section-card';
import { notify } from '@/lib/notify';

/** The red, destructive button (components/ui has no danger variant). */
const dangerButtonClass = cn(
  'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl px-4 text-[15px] font-medium whitespace-nowrap transition-colors',
  'bg-rose-700 text-white shadow-sm hover:bg-rose-800 active:bg-rose-900',
  'disabled:pointer-events-none disabled:bg-rose-300',
);

const ERASED = ['profile', 'resumes', 'applications', 'saved', 'gmail'] as const;

export function DangerZone({ user }: { user: Me }) {
  const { t } = useAccountText();
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      id="delete"
      icon={AlertTriangle}
      tone="danger"
      title={t('danger.title')}
      description={t('danger.description')}
      testId="settings-danger"
    >
      <button type="button" className={dangerButtonClass} data-testid="delete-open" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('danger.open')}
      </button>
      {open && <DeleteAccountDialog user={user} onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}

/**
 * UK GDPR erasure after typing the password again (or the email, for a Google-only account). On success the
 * session is already gone on the server: only the browser's state is cleared (no logout call), on / with
 * history replaced.
 */
function DeleteAccountDialog({ user, onClose }: { user: Me; onClose: () => void }) {
  const { t, apiErrorText } = useAccountText();
  const signOutLocally = useLocalSignOut();
  const withPassword = user.has_password;
  // No rule to show: the button stays disabled until something is typed. A refusal goes under the field and
  // leaves once it is edited; anything else is the form's message until the next try.
  // The field keeps the request's name (password managers, e2e).
  const field = withPassword ? 'password' : 'confirmEmail';
  const form = useForm<{ password: string; confirmEmail: string }>({ defaultValues: { password: '', confirmEmail: '' } });
  const value = form.watch(field);
  const fieldError = form.formState.errors[field]?.message;
  const [formError, setFormError] = useState<string | undefined>();

  const mutation = useDeleteAccount({
    meta: { silentError: true },
    onSuccess: async () => {
      notify('success', t('danger.deleted'));
      // No logout call: the server session is already gone with the account.
      await signOutLocally();
    },
    onError: (err) => {
      if (errorCode(err) === 'WRONG_PASSWORD') {
        const message = withPassword ? apiErrorText(err) : t('errors.emailMismatch');
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      } else setFormError(apiErrorText(err));
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const typed = values[field];
    if (!typed.trim() || mutation.isPending) return;
    setFormError(undefined);
    mutation.mutate(withPassword ? { password: typed } : { confirmEmail: typed.trim() });
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !mutation.isPending) onClose();
      }}
      title={t('danger.dialogTitle')}
      closeLabel={t('common.close')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
      testId="delete-dialog"
      description={t('danger.dialogIntro')}
    >
      <ul className="mt-3 list-disc space-y-1 pl-5 text-[15px] text-slate-700">
        {ERASED.map((item) => (
          <li key={item}>{t(`danger.erased.${item}`)}</li>
        ))}
      </ul>
      <p className="mt-4 flex gap-2 rounded-xl bg-rose-50 px-4 py-3 text-[15px] font-medium text-rose-900">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('danger.irreversible')}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4" data-testid="delete-form">
        {/* Lets password managers fill the right account's password. */}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField
          label={withPassword ? t('danger.passwordLabel') : t('danger.emailLabel', { email: user.email })}
          type={withPassword ? 'password' : 'email'}
          autoComplete={withPassword ? 'current-password' : 'off'}
          {...form.register(field, { onChange: () => form.clearErrors(field) })}
          error={fieldError}
          data-testid="delete-confirm-input"
        />
        <FormAlert message={formError} testId="delete-error" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <button
            type="submit"
            className={dangerButtonClass}
            disabled={!value.trim() || mutation.isPending}
            aria-busy={mutation.isPending || undefined}
            data-testid="delete-confirm"
          >
            {mutation.isPending ? <Spinner size="sm" /> : <Trash2 className="size-4" aria-hidden="true" />}
            {t('danger.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
