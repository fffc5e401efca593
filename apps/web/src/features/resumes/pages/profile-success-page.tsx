import { CircleCheckBig, Download, FolderOpen, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button, ButtonLink, Card, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDownloadResume, useResumes } from '../api/resumes';
import { formatBytes, formatDateTime } from '../lib/format';
import { useResumesText } from '../lib/use-resumes-text';
import { notify } from '@/lib/notify';

/** /profile-success?profile=&resume=: the exported resume, its download, and the way to the manager. */
export function ProfileSuccessPage() {
  const { t, language, errorText } = useResumesText();
  const [params] = useSearchParams();
  const profileId = params.get('profile');
  const resumeId = params.get('resume');
  const query = useResumes();
  const download = useDownloadResume();
  const [downloading, setDownloading] = useState(false);
  if (!resumeId) return <Navigate to={paths.createProfile} replace />;
  const resume = query.data?.items.find((r) => r.id === resumeId);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6" data-testid="profile-success">
      <Card className="p-6 text-center sm:p-8">
        <CircleCheckBig className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{t('success.title')}</h1>
        <p className="mt-2 text-[15px] text-slate-600">{t('success.text')}</p>
        {query.isError ? (
          <p role="alert" className="mt-5 text-[15px] text-rose-800">
            {errorText(query.error)}
          </p>
        ) : !query.data ? (
          <Skeleton className="mx-auto mt-5 h-16 w-full rounded-xl" />
        ) : resume ? (
          <div className="mt-5 rounded-xl bg-slate-50 p-4 text-left" data-testid="success-resume">
            <p className="font-semibold text-slate-900">{resume.alias}</p>
            <p className="text-sm text-slate-600">
              {resume.filename} · {formatBytes(resume.size)}
            </p>
            <p className="text-sm text-slate-500">{t('list.uploadedAt', { time: formatDateTime(resume.uploadedAt, language) })}</p>
          </div>
        ) : (
          <p role="alert" className="mt-5 text-[15px] text-rose-800">
            {errorText('RESUME_NOT_FOUND')}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button
            disabled={!resume}
            loading={downloading}
            icon={<Download className="size-4" aria-hidden="true" />}
            data-testid="success-download"
            onClick={async () => {
              if (!resume) return;
              setDownloading(true);
              try {
                await download.mutateAsync(resume);
              } catch (err) {
                notify('error', errorText(err));
              } finally {
                setDownloading(false);
              }
            }}
          >
            {t('actions.download')}
          </Button>
          <ButtonLink
            variant="secondary"
            to={paths.resumesManage}
            icon={<FolderOpen className="size-4" aria-hidden="true" />}
            data-testid="success-manager"
          >
            {t('success.toManager')}
          </ButtonLink>
          {profileId && (
            <ButtonLink
              variant="ghost"
              to={`${paths.editResume}?profile=${profileId}`}
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              {t('success.edit')}
            </ButtonLink>
          )}
        </div>
      </Card>
    </div>
  );
}
