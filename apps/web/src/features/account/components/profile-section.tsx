import type { Me } from '@jobbridge/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { useRemovePhoto, useUpdateAccount, useUploadPhoto } from '../api/account';
import { checkPhotoFile, NAME_MAX, nameForm, PHOTO_ACCEPT, type FieldError } from '../lib/rules';
import { serverFieldMessage, useAccountText } from '../lib/use-account-text';
import { ProfilePhoto } from './profile-photo';
import { SectionCard } from '@/components/section-card';
import { notify } from '@/lib/notify';

export function ProfileSection({ user }: { user: Me }) {
  const { t } = useAccountText();
  return (
    <SectionCard id="profile" icon={UserRound} title={t('profile.title')} description={t('profile.description')} testId="settings-profile">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <PhotoForm photo={user.photo} />
        <NameForm user={user} />
      </div>
    </SectionCard>
  );
}

interface Selected {
  file: File;
  url: string;
}

function PhotoForm({ photo }: { photo: string | null }) {
  const { t, apiErrorText } = useAccountText();
  const { refresh } = useAuth();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);

  // The preview's object URL lives as long as the selection.
  useEffect(
    () => () => {
      if (selected) URL.revokeObjectURL(selected.url);
    },
    [selected],
  );

  const upload = useUploadPhoto(setProgress, {
    meta: { silentError: true },
    onMutate: () => {
      setError(undefined);
      setProgress(0);
    },
    onSuccess: async () => {
      setSelected(null);
      notify('success', t('profile.photoSaved'));
      await refresh();
    },
    onError: (err) => setError(apiErrorText(err)),
    onSettled: () => setProgress(null),
  });

  const remove = useRemovePhoto({
    meta: { silentError: true },
    onMutate: () => setError(undefined),
    onSuccess: async () => {
      notify('success', t('profile.photoRemoved'));
      await refresh();
    },
    onError: (err) => setError(apiErrorText(err)),
  });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const problem = await checkPhotoFile(file);
    if (problem) {
      setSelected(null);
      setError(apiErrorText(problem));
      return;
    }
    setError(undefined);
    setSelected({ file, url: URL.createObjectURL(file) });
  }

  const busy = upload.isPending || remove.isPending;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div data-testid="photo-form">
      <h3 className="text-[15px] font-semibold text-slate-900">{t('profile.photo')}</h3>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
        <ProfilePhoto
          src={selected?.url ?? photo}
          alt={selected ? t('profile.previewAlt') : t('profile.photoAlt')}
          className="size-24"
          testId={selected ? 'photo-preview' : 'photo-current'}
        />
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            type="file"
            accept={PHOTO_ACCEPT}
            hidden
            data-testid="photo-input"
            onChange={(event) => void onFile(event)}
          />
          {selected ? (
            <div className="flex flex-wrap gap-2">
              <Button
                data-testid="photo-save"
                loading={upload.isPending}
                onClick={() => upload.mutate(selected.file)}
                icon={<ImageUp className="size-4" aria-hidden="true" />}
              >
                {t('profile.savePhoto')}
              </Button>
              <Button variant="secondary" data-testid="photo-cancel" disabled={upload.isPending} onClick={() => setSelected(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                data-testid="photo-choose"
                disabled={busy}
                aria-describedby={describedBy}
                onClick={() => inputRef.current?.click()}
                icon={<ImageUp className="size-4" aria-hidden="true" />}
              >
                {photo ? t('profile.changePhoto') : t('profile.choosePhoto')}
              </Button>
              {photo && (
                <Button
                  variant="ghost"
                  data-testid="photo-remove"
                  loading={remove.isPending}
                  disabled={busy}
                  onClick={() => remove.mutate()}
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                >
                  {t('profile.removePhoto')}
                </Button>
              )}
            </div>
          )}
          <p id={hintId} className="mt-2 text-sm text-slate-500">
            {selected ? t('profile.previewHint', { name: selected.file.name }) : t('profile.photoHint')}
          </p>
        </div>
      </div>
      {progress !== null && <UploadProgress value={progress} />}
      {error && (
        <p id={errorId} role="alert" data-testid="photo-error" className="mt-3 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Bytes sent so far; once all are out, an indeterminate bar while the server checks and stores the image. */
function UploadProgress({ value }: { value: number }) {
  const { t } = useAccountText();
  const percent = Math.round(value * 100);
  const sent = percent >= 100;
  return (
    <div className="mt-4" data-testid="photo-progress">
      <div className="mb-1 flex justify-between text-sm text-slate-600">
        <span>{sent ? t('profile.processing') : t('profile.uploading')}</span>
        {!sent && <span aria-hidden="true">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={t('profile.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={sent ? undefined : percent}
        className="relative h-2 overflow-hidden rounded-full bg-slate-200"
      >
        {sent ? (
          <span className="absolute inset-y-0 left-0 w-1/3 animate-[slide_1.2s_ease-in-out_infinite] rounded-full bg-primary-600" />
        ) : (
          <span className="block h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
        )}
      </div>
    </div>
  );
}

function NameForm({ user }: { user: Me }) {
  const { t, errorText, apiErrorText } = useAccountText();
  const { refresh } = useAuth();
  // Checked on submit only; the message (local or the server's, type 'server') stays until the next submit.
  const schema = useMemo(() => nameForm(), []);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { name: user.name ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.name;

  const save = useUpdateAccount({
    meta: { silentError: true },
    onSuccess: async (me) => {
      form.reset({ name: me.name ?? '' });
      notify('success', t('common.saved'));
      await refresh();
    },
    onError: (err) => form.setError('name', { type: 'server', message: serverFieldMessage(err, 'name') ?? apiErrorText(err) }),
  });

  const onSubmit = form.handleSubmit((values) => save.mutate({ name: schema.shape.name.parse(values.name) }));

  const message = error?.message && (error.type === 'server' ? error.message : errorText(error.message as FieldError));
  const unchanged = form.watch('name').trim() === (user.name ?? '');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="name-form" className="space-y-4">
      <div>
        <h3 className="text-[15px] font-semibold text-slate-900">{t('profile.username')}</h3>
        <p className="mt-1 font-medium break-all text-slate-800" data-testid="settings-username">
          {user.username}
        </p>
        <p className="text-sm text-slate-500">{t('profile.usernameHint')}</p>
      </div>
      <TextField
        label={t('profile.name')}
        {...form.register('name')}
        autoComplete="name"
        maxLength={NAME_MAX + 20}
        error={message || undefined}
        placeholder={t('profile.namePlaceholder')}
      />
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={unchanged} data-testid="name-save">
        {t('profile.saveName')}
      </Button>
    </form>
  );
}
