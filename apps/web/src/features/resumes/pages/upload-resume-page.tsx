import { RESUME_ALIAS_MAX, RESUME_MAX_BYTES, type ResumeItem } from '@jobbridge/contracts';
import { CircleCheckBig, FileText, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink, Card, Skeleton, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { FileDrop } from '../components/file-drop';
import { ProgressBar } from '../components/progress-bar';
import { ReplaceDialog } from '../components/replace-dialog';
import { useResumeReading, useResumes, useSaveReading, useUploadResume } from '../api/resumes';
import { ReadingReview } from '../components/reading-review';
import { formatBytes } from '../lib/format';
import { aliasError, aliasFromFilename, fileError } from '../lib/rules';
import { useResumesText } from '../lib/use-resumes-text';
import { notify } from '@/lib/notify';

/**
 * /uploadResume: a finished PDF into the manager, with an alias (checked here with the server's three
 * messages), a real progress bar, drag and drop, and at the limit of 3 the choice of which one to replace.
 */
export function UploadResumePage() {
  const { t, errorText } = useResumesText();
  const list = useResumes();
  const upload = useUploadResume();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [alias, setAlias] = useState('');
  const [aliasProblem, setAliasProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [done, setDone] = useState<ResumeItem | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const [params] = useSearchParams();
  const reviewId = params.get('review');
  const navigate = useNavigate();

  const pick = (chosen: File) => {
    const problem = fileError(chosen, RESUME_MAX_BYTES);
    setFileProblem(problem ? errorText(problem) : null);
    setFile(problem ? null : chosen);
    if (!problem && !alias) setAlias(aliasFromFilename(chosen.name));
  };

  const send = async (replace?: ResumeItem) => {
    if (!file) return;
    setChoosing(false);
    setProgress(0);
    try {
      const saved = await upload.mutateAsync({
        file,
        alias,
        replaceId: replace?.id,
        onProgress: (fraction: number) => setProgress(fraction),
      });
      setReviewed(false);
      setDone(saved);
      notify('success', replace ? t('upload.replaced', { alias: saved.alias }) : t('upload.done', { alias: saved.alias }));
    } catch (err) {
      if (isApiError(err) && err.code === 'RESUME_LIMIT_REACHED') {
        await list.refetch();
        setChoosing(true);
      } else if (isApiError(err) && err.code.startsWith('RESUME_ALIAS')) {
        setAliasProblem(errorText(err));
      } else if (isApiError(err) && (err.code === 'RESUME_NOT_PDF' || err.code === 'RESUME_TOO_LARGE')) {
        setFileProblem(errorText(err));
        notify('error', errorText(err));
      } else {
        notify(
          'error',
          errorText(isApiError(err) && err.code !== 'INTERNAL_ERROR' ? err : replace ? 'RESUME_REPLACE_FAILED' : 'RESUME_UPLOAD_FAILED'),
        );
      }
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileProblem(t('upload.chooseFirst'));
      return;
    }
    const problem = aliasError(alias);
    if (problem) {
      setAliasProblem(errorText(problem));
      return;
    }
    const data = list.data;
    const full = !!data && data.total >= data.limit;
    // The same alias (any case) on another resume: say so before sending anything. (At the limit the resume
    // being replaced may keep its alias; the server decides once the user has chosen.)
    if (!full && data?.items.some((r) => r.alias.toLowerCase() === alias.trim().toLowerCase())) {
      setAliasProblem(errorText('RESUME_ALIAS_TAKEN'));
      return;
    }
    if (full) setChoosing(true);
    else void send();
  };

  if (done && !reviewed) return <ReviewStep resume={done} onDone={() => setReviewed(true)} />;
  // From the manager's "Check reading": the same step for a resume already stored.
  const stored = reviewId ? list.data?.items.find((r) => r.id === reviewId) : undefined;
  if (stored) return <ReviewStep resume={stored} stored onDone={() => void navigate(paths.resumesManage)} />;

  if (done) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
        <Card className="p-6 text-center sm:p-8" data-testid="upload-done">
          <CircleCheckBig className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('upload.doneTitle')}</h1>
          <p className="mt-2 text-[15px] text-slate-600">{t('upload.doneText', { alias: done.alias })}</p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
            <ButtonLink to={paths.resumesManage}>{t('success.toManager')}</ButtonLink>
            <Button
              variant="secondary"
              onClick={() => {
                setDone(null);
                setFile(null);
                setAlias('');
              }}
            >
              {t('upload.another')}
            </Button>
          </div>
        </Card>
      </div>
    );
  }

  const busy = progress !== null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6" data-testid="upload-page">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('upload.title')}</h1>
        <p className="mt-1.5 text-[15px] text-slate-600">{t('upload.intro')}</p>
        {list.data && (
          <p className="mt-2 text-sm text-slate-600" data-testid="upload-slots">
            {t('upload.slots', { used: list.data.total, count: list.data.limit })}
          </p>
        )}
        {list.data && list.data.total >= list.data.limit && <p className="mt-1 text-sm text-amber-800">{t('upload.fullHint')}</p>}
      </header>
      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="space-y-5">
          {file ? (
            <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="chosen-file">
              <FileText className="size-8 shrink-0 text-primary-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{file.name}</p>
                <p className="text-sm text-slate-600">{formatBytes(file.size)}</p>
              </div>
              <Button variant="ghost" size="sm" disabled={busy} aria-label={t('upload.removeFile')} onClick={() => setFile(null)}>
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <FileDrop
              title={t('upload.dropTitle')}
              hint={t('upload.dropHint')}
              buttonLabel={t('upload.choose')}
              onFile={pick}
              testId="upload-drop"
            />
          )}
          {fileProblem && (
            <p role="alert" className="text-sm text-rose-700" data-testid="file-error">
              {fileProblem}
            </p>
          )}
          <TextField
            label={t('upload.alias')}
            value={alias}
            maxLength={RESUME_ALIAS_MAX + 10}
            placeholder={t('upload.aliasPlaceholder')}
            error={aliasProblem ?? undefined}
            data-testid="alias-input"
            onChange={(event) => {
              setAlias(event.target.value);
              setAliasProblem(null);
            }}
            onBlur={() => setAliasProblem(aliasError(alias) ? errorText(aliasError(alias)) : null)}
          />
          <p className="-mt-3 text-sm text-slate-500">
            {t('upload.aliasHint', { length: [...alias.trim()].length, max: RESUME_ALIAS_MAX })}
          </p>
          {busy && <ProgressBar fraction={progress} total={file?.size ?? 0} label={t('upload.uploading')} />}
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={busy} data-testid="upload-submit">
            {t('upload.submit')}
          </Button>
        </form>
      </Card>
      <ReplaceDialog
        open={choosing}
        onOpenChange={setChoosing}
        resumes={list.data?.items ?? []}
        onConfirm={(resume) => void send(resume)}
        busy={busy}
      />
    </div>
  );
}

/** Right after an upload: how the PDF was read, to check and correct before anything uses it (decision 057). */
function ReviewStep({ resume, onDone, stored = false }: { resume: ResumeItem; onDone: () => void; stored?: boolean }) {
  const { t, errorText } = useResumesText();
  const reading = useResumeReading(resume.id);
  const save = useSaveReading();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10" data-testid="upload-review">
      {stored ? (
        <p className="mb-4 text-sm font-medium text-slate-600">{resume.alias}</p>
      ) : (
        <p className="mb-4 flex items-center gap-2 text-sm font-medium text-emerald-700">
          <CircleCheckBig className="size-4" aria-hidden="true" />
          {t('upload.done', { alias: resume.alias })}
        </p>
      )}
      {reading.isError ? (
        <Card className="p-6">
          <p role="alert" className="text-[15px] text-slate-800">
            {errorText(reading.error)}
          </p>
          <Button variant="secondary" className="mt-4" onClick={onDone}>
            {t('review.later')}
          </Button>
        </Card>
      ) : !reading.data ? (
        <div role="status" aria-busy="true" className="space-y-3">
          <span className="text-sm text-slate-600">{t('review.loading')}</span>
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : (
        <ReadingReview
          initial={reading.data.data}
          confirmLabel={t('review.confirmUpload')}
          busy={save.isPending}
          onConfirm={async (data) => {
            try {
              await save.mutateAsync({ id: resume.id, data });
              notify('success', t('review.saved'));
              onDone();
            } catch (err) {
              notify('error', errorText(err));
            }
          }}
          footer={
            <Button variant="ghost" onClick={onDone} data-testid="review-later">
              {t('review.later')}
            </Button>
          }
        />
      )}
    </div>
  );
}
