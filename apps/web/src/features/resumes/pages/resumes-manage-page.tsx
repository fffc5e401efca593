import { RESUME_ALIAS_MAX, RESUME_MAX_BYTES, type ResumeItem } from '@jobbridge/contracts';
import { Check, Download, FilePlus2, FileText, FileUp, PenLine, Pencil, RefreshCw, ScanSearch, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, ButtonLink, Card, Skeleton } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { ProgressBar } from '../components/progress-bar';
import { useDeleteResume, useDownloadResume, useRenameResume, useResumes, useUploadResume } from '../api/resumes';
import { formatBytes, formatDateTime } from '../lib/format';
import { aliasError, fileError } from '../lib/rules';
import { useResumesText } from '../lib/use-resumes-text';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';

/** /app/resumesManage: the user's resumes (at most 3): rename, download, replace, delete, upload more. */
export function ResumesManagePage() {
  const { t, errorText } = useResumesText();
  const query = useResumes();
  // docs/product.md §8: a failed load is a toast too ('Failed to load resumes'): once per failed load, not once per
  // render while the page shows the error (the toast came back each time it had closed).
  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!query.isError || toastedFailure.current === query.errorUpdatedAt) return;
    toastedFailure.current = query.errorUpdatedAt;
    notify('error', errorText('RESUMES_LOAD_FAILED'), { toastId: 'resumes-load' });
  }, [query.isError, query.errorUpdatedAt, errorText]);
  const data = query.data;

  return (
    <div data-testid="resumes-manage-page">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('manage.title')}</h1>
          <p className="mt-1.5 text-[15px] text-slate-600">{t('manage.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.uploadResume} icon={<FileUp className="size-4" aria-hidden="true" />} data-testid="manage-upload">
            {t('manage.upload')}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.createResume} icon={<FilePlus2 className="size-4" aria-hidden="true" />}>
            {t('manage.build')}
          </ButtonLink>
        </div>
      </header>
      {query.isError ? (
        <Card className="p-6" data-testid="resumes-error">
          <p role="alert" className="font-semibold text-slate-900">
            {errorText('RESUMES_LOAD_FAILED')}
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            {t('actions.retry')}
          </Button>
        </Card>
      ) : !data ? (
        <div role="status" aria-busy="true" className="space-y-3">
          <span className="sr-only">{t('manage.loading')}</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <Card className="p-8 text-center" data-testid="resumes-empty">
          <FileText className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">{t('manage.emptyTitle')}</p>
          <p className="mx-auto mt-1 max-w-md text-[15px] text-slate-600">{t('manage.emptyText')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <ButtonLink to={paths.uploadResume}>{t('manage.upload')}</ButtonLink>
            <ButtonLink variant="secondary" to={paths.createResume}>
              {t('manage.build')}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" data-testid="resumes-count">
            {t('manage.count', { used: data.total, count: data.limit })}
          </p>
          <ul className="space-y-3" data-testid="resumes-list">
            {data.items.map((resume) => (
              <li key={resume.id}>
                <ResumeRow resume={resume} all={data.items} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ResumeRow({ resume, all }: { resume: ResumeItem; all: ResumeItem[] }) {
  const { t, language, errorText } = useResumesText();
  const rename = useRenameResume();
  const remove = useDeleteResume();
  const upload = useUploadResume();
  const download = useDownloadResume();
  const [editing, setEditing] = useState(false);
  const [alias, setAlias] = useState(resume.alias);
  const [aliasProblem, setAliasProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [replacing, setReplacing] = useState<{ fraction: number; total: number } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const aliasInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing) aliasInput.current?.select();
  }, [editing]);

  const stopEditing = () => {
    setEditing(false);
    setAlias(resume.alias);
    setAliasProblem(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const saveAlias = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      aliasError(alias) ??
      (all.some((r) => r.id !== resume.id && r.alias.toLowerCase() === alias.trim().toLowerCase()) ? 'RESUME_ALIAS_TAKEN' : null);
    if (problem) return setAliasProblem(errorText(problem));
    if (alias.trim() === resume.alias) return stopEditing();
    setSaving(true);
    try {
      await rename.mutateAsync({ id: resume.id, alias: alias.trim() });
      setEditing(false);
      notify('success', t('manage.renamed'));
      requestAnimationFrame(() => editButton.current?.focus());
    } catch (err) {
      if (isApiError(err) && (err.code.startsWith('RESUME_ALIAS') || err.code === 'VALIDATION_ERROR')) {
        setAliasProblem(err.fields?.[0]?.message ?? errorText(err));
      } else notify('error', errorText(isApiError(err) && err.status < 500 ? err : 'RESUME_ALIAS_UPDATE_FAILED'));
    } finally {
      setSaving(false);
    }
  };

  // The last resume stays (docs/product.md §5).
  const last = all.length <= 1;
  const lastHintId = `resume-${resume.id}-last`;
  const onDelete = () => {
    // Say so without asking the server.
    if (last) {
      notify('error', errorText('RESUME_LAST_CANNOT_DELETE'), { toastId: 'resume-last' });
      return;
    }
    setConfirmDelete(true);
  };

  const doDelete = async () => {
    setDeleting(true);
    try {
      await remove.mutateAsync(resume.id);
      setConfirmDelete(false);
      notify('success', t('manage.deleted', { alias: resume.alias }));
    } catch (err) {
      notify('error', errorText(isApiError(err) && err.status < 500 ? err : 'RESUME_DELETE_FAILED'));
    } finally {
      setDeleting(false);
    }
  };

  const onReplace = async (file: File) => {
    const problem = fileError(file, RESUME_MAX_BYTES);
    if (problem) return void notify('error', errorText(problem));
    setReplacing({ fraction: 0, total: file.size });
    try {
      await upload.mutateAsync({ replaceId: resume.id, file, onProgress: (fraction) => setReplacing({ fraction, total: file.size }) });
      notify('success', t('manage.replacedToast', { alias: resume.alias }));
    } catch (err) {
      notify('error', errorText(isApiError(err) && err.status < 500 ? err : 'RESUME_REPLACE_FAILED'));
    } finally {
      setReplacing(null);
    }
  };

  return (
    <Card className="p-4 sm:p-5" data-testid="resume-row" data-alias={resume.alias}>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-1 gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            {editing ? (
              <form onSubmit={saveAlias} className="flex flex-col gap-1" noValidate>
                <label htmlFor={`alias-${resume.id}`} className="sr-only">
                  {t('upload.alias')}
                </label>
                <div className="flex items-center gap-1.5">
                  <input
                    ref={aliasInput}
                    id={`alias-${resume.id}`}
                    value={alias}
                    maxLength={RESUME_ALIAS_MAX + 10}
                    aria-invalid={aliasProblem ? true : undefined}
                    aria-describedby={aliasProblem ? `alias-${resume.id}-error` : undefined}
                    data-testid="rename-input"
                    onChange={(event) => {
                      setAlias(event.target.value);
                      setAliasProblem(null);
                    }}
                    onKeyDown={(event) => event.key === 'Escape' && stopEditing()}
                    className={cn(
                      'h-10 w-full max-w-xs rounded-lg border border-slate-300 px-3 text-[15px]',
                      'focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
                      'aria-invalid:border-rose-500',
                    )}
                  />
                  <Button type="submit" size="sm" loading={saving} aria-label={t('manage.saveAlias')} data-testid="rename-save">
                    <Check className="size-4" aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={t('actions.cancel')} onClick={stopEditing}>
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </div>
                {aliasProblem && (
                  <p id={`alias-${resume.id}-error`} role="alert" className="text-sm text-rose-700">
                    {aliasProblem}
                  </p>
                )}
              </form>
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-base font-semibold text-slate-900" data-testid="resume-alias">
                  {resume.alias}
                </h2>
                <Badge tone={resume.source === 'builder' ? 'primary' : 'neutral'}>{t(`source.${resume.source}`)}</Badge>
                <Button
                  ref={editButton}
                  variant="ghost"
                  size="sm"
                  aria-label={t('manage.rename', { alias: resume.alias })}
                  onClick={() => setEditing(true)}
                  data-testid="rename"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
              </div>
            )}
            <p className="mt-1 truncate text-sm text-slate-600" data-testid="resume-filename">
              {resume.filename} · {formatBytes(resume.size)}
            </p>
            <p className="text-sm text-slate-500">{t('list.uploadedAt', { time: formatDateTime(resume.uploadedAt, language) })}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            loading={downloading}
            icon={<Download className="size-4" aria-hidden="true" />}
            data-testid="download"
            onClick={async () => {
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
          {resume.source === 'upload' && (
            <ButtonLink
              size="sm"
              variant="secondary"
              to={`${paths.uploadResume}?review=${resume.id}`}
              icon={<ScanSearch className="size-4" aria-hidden="true" />}
              data-testid="check-reading"
            >
              {t('review.check')}
            </ButtonLink>
          )}
          <ButtonLink
            size="sm"
            variant="secondary"
            to={`${paths.inputEdit}?resume=${resume.id}`}
            icon={<PenLine className="size-4" aria-hidden="true" />}
            data-testid="edit-in-builder"
          >
            {t('manage.editInBuilder')}
          </ButtonLink>
          <Button
            size="sm"
            variant="secondary"
            disabled={replacing !== null}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            onClick={() => picker.current?.click()}
            data-testid="replace"
          >
            {t('manage.replace')}
          </Button>
          <input
            ref={picker}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="replace-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void onReplace(file);
            }}
          />
          {/* The last resume: Delete looks disabled and says why (aria-disabled keeps it focusable for that). */}
          <Button
            size="sm"
            variant="ghost"
            className={
              last
                ? 'cursor-not-allowed text-slate-400 hover:bg-transparent hover:text-slate-400'
                : 'text-rose-700 hover:bg-rose-50 hover:text-rose-800'
            }
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={onDelete}
            aria-disabled={last || undefined}
            aria-describedby={last ? lastHintId : undefined}
            data-testid="delete"
          >
            {t('actions.delete')}
          </Button>
        </div>
      </div>
      {last && (
        <p id={lastHintId} className="mt-3 text-sm text-slate-500 md:text-right" data-testid="delete-last-hint">
          {errorText('RESUME_LAST_CANNOT_DELETE')}
        </p>
      )}
      {replacing && (
        <div className="mt-4">
          <ProgressBar fraction={replacing.fraction} total={replacing.total} label={t('manage.replacing')} />
        </div>
      )}
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('manage.deleteTitle')}
        description={t('manage.deleteText', { alias: resume.alias })}
        closeLabel={t('actions.close')}
        testId="delete-dialog"
      >
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {t('actions.cancel')}
          </Button>
          <Button className="bg-rose-700 hover:bg-rose-800" loading={deleting} onClick={() => void doDelete()} data-testid="delete-confirm">
            {t('actions.delete')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
