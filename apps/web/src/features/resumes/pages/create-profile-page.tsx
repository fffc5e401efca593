import { FileInput, FilePlus2, Pencil, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, ButtonLink, Card, Skeleton } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useDeleteProfile, useProfiles } from '../api/profiles';
import { formatDateTime } from '../lib/format';
import { useResumesText } from '../lib/use-resumes-text';
import { profileName } from './builder-page';
import { notify } from '@/lib/notify';

/** /createProfile: the user's profiles (as many as the plan allows), to continue, start or delete. */
export function CreateProfilePage() {
  const { t, language, errorText } = useResumesText();
  const query = useProfiles();
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteProfile(() => {
    notify('success', t('profiles.deleted'));
    setDeleting(null);
  });
  const data = query.data;
  const full = data ? data.items.length >= data.limit : false;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10" data-testid="profiles-page">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('profiles.title')}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t('profiles.intro')}</p>
      </header>
      {query.isError ? (
        <Card className="p-6">
          <p role="alert" className="text-[15px] text-slate-800">
            {errorText(query.error)}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </Card>
      ) : !data ? (
        <div role="status" aria-busy="true" className="space-y-3">
          <span className="sr-only">{t('profiles.loading')}</span>
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" data-testid="profiles-count">
            {t('profiles.count', { used: data.items.length, count: data.limit })}
          </p>
          {data.items.length === 0 ? (
            <Card className="p-8 text-center" data-testid="profiles-empty">
              <UserRound className="mx-auto size-10 text-slate-400" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-900">{t('profiles.emptyTitle')}</p>
              <p className="mt-1 text-[15px] text-slate-600">{t('profiles.emptyText')}</p>
            </Card>
          ) : (
            <ul className="space-y-3">
              {data.items.map((profile) => (
                <li key={profile.id}>
                  <Card className="flex flex-wrap items-center justify-between gap-4 p-5" data-testid="profile-card">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                        {profileName(profile, t('profiles.untitled'))}
                        <Badge tone={profile.completedAt ? 'success' : 'neutral'}>
                          {profile.completedAt ? t('profiles.exported') : t('profiles.draft')}
                        </Badge>
                      </p>
                      <p className="mt-1 text-sm text-slate-600">
                        {t('profiles.updated', { time: formatDateTime(profile.updatedAt, language) })}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <ButtonLink
                        size="sm"
                        to={`${paths.editResume}?profile=${profile.id}`}
                        icon={<Pencil className="size-4" aria-hidden="true" />}
                      >
                        {t('profiles.edit')}
                      </ButtonLink>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDeleting(profile.id)}
                        icon={<Trash2 className="size-4" aria-hidden="true" />}
                      >
                        {t('actions.delete')}
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink
              variant={full ? 'secondary' : 'primary'}
              to={paths.inputManual}
              icon={<FilePlus2 className="size-4" aria-hidden="true" />}
              data-testid="profiles-new"
            >
              {t('profiles.new')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.inputProfile} icon={<FileInput className="size-4" aria-hidden="true" />}>
              {t('profiles.import')}
            </ButtonLink>
          </div>
          {full && (
            <p className="mt-3 text-sm text-slate-600">
              {t('profiles.fullHint', { count: data.limit })}{' '}
              <Link className="font-medium text-primary-700 hover:underline" to={paths.membership}>
                {t('limit.upgrade')}
              </Link>
            </p>
          )}
        </>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('profiles.deleteTitle')}
        description={t('profiles.deleteText')}
        closeLabel={t('actions.close')}
      >
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('actions.cancel')}
          </Button>
          <Button className="bg-rose-700 hover:bg-rose-800" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>
            {t('actions.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
