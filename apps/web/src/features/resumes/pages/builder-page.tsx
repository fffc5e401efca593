import {
  RESUME_MAX_BYTES,
  type Language,
  type ProfileItem,
  type ResumeItem,
  type ResumeProfileDraft,
  type ResumeTemplate,
} from '@jobbridge/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, CheckCircle2, CloudOff, Eye, EyeOff, FileCheck2, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink, Card, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { FileDrop } from '../components/file-drop';
import { PdfPreview } from '../components/pdf-preview';
import { ProfileForm } from '../components/profile-form';
import { ProgressBar } from '../components/progress-bar';
import { ReplaceDialog } from '../components/replace-dialog';
import { TemplatePicker } from '../components/template-picker';
import {
  useCreateProfile,
  useFillProfile,
  useFinishProfile,
  useFreshProfiles,
  usePreviewPdf,
  useProfile,
  useProfiles,
} from '../api/profiles';
import { importPdf, importStoredResume, useFreshResumes, useSaveReading } from '../api/resumes';
import { ReadingReview } from '../components/reading-review';
import { readLocalDraft } from '../lib/draft-storage';
import { errorsByPath, fileError, profileFormSchema, touchedPaths } from '../lib/rules';
import { useAutosave, type SaveState } from '../lib/use-autosave';
import { useResumesText } from '../lib/use-resumes-text';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';

/**
 * The builder's pages (decision 008):
 * - /inputManul: a new profile from scratch.
 * - /inputProfile: a new profile pre-filled from a PDF the user uploads.
 * - /inputEdit?resume=<id>: a profile pre-filled from a resume already in the manager.
 * - /editResume?profile=<id>: an existing profile.
 * Once a profile exists its id is in the address (?profile=), so a refresh comes back to the same form.
 */
export type BuilderMode = 'manual' | 'import' | 'fromResume' | 'edit';

export function BuilderPage({ mode }: { mode: BuilderMode }) {
  const [params] = useSearchParams();
  const profileId = params.get('profile');
  if (profileId) return <Editor key={profileId} profileId={profileId} mode={mode} />;
  if (mode === 'edit') return <Navigate to={paths.createProfile} replace />;
  return <Start mode={mode} />;
}

function PageHeader({ mode }: { mode: BuilderMode }) {
  const { t } = useResumesText();
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t(`builder.title.${mode}`)}</h1>
      <p className="mt-1.5 text-[15px] text-slate-600">{t(`builder.intro.${mode}`)}</p>
    </header>
  );
}

/** Creates the profile (from nothing, an uploaded PDF or a stored resume), then puts its id in the address. */
function Start({ mode }: { mode: BuilderMode }) {
  const { t, language, errorText } = useResumesText();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateProfile();
  const fill = useFillProfile();
  const freshProfiles = useFreshProfiles();
  const freshResumes = useFreshResumes();
  const [limit, setLimit] = useState<{ profiles: ProfileItem[]; max: number; data: ResumeProfileDraft } | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ fraction: number; total: number } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [review, setReview] = useState<{ data: ResumeProfileDraft; resumeId: string | null } | null>(null);
  const saveReading = useSaveReading();
  const started = useRef(false);

  const { mutateAsync: createProfile } = create;
  const start = useCallback(
    async (data: ResumeProfileDraft) => {
      try {
        // At the limit, say so at once rather than ask the server for a refusal (a 403 in the console).
        const list = await freshProfiles();
        if (list.items.length >= list.limit) {
          setLimit({ profiles: list.items, max: list.limit, data });
          return;
        }
        const { id } = await createProfile({ data, language });
        setParams({ profile: id }, { replace: true });
      } catch (err) {
        // Another tab may have saved a profile meanwhile.
        if (isApiError(err) && err.code === 'PROFILE_LIMIT_REACHED') {
          const list = await freshProfiles();
          setLimit({ profiles: list.items, max: list.limit, data });
        } else notify('error', errorText(err));
      }
    },
    [errorText, language, createProfile, freshProfiles, setParams],
  );

  const resumeId = params.get('resume');
  useEffect(() => {
    if (started.current) return;
    if (mode === 'manual') {
      started.current = true;
      // One empty entry of each kind, so the whole form is there to fill in.
      void start({
        education: [{ school: '', major: '', degree: '', start: '', end: '' }],
        work: [{ company: '', role: '', location: '', description: '', start: '', end: '', current: false }],
      });
    }
    if (mode === 'fromResume') {
      started.current = true;
      if (!resumeId) {
        void navigate(paths.resumesManage, { replace: true });
        return;
      }
      void (async () => {
        try {
          // A resume the builder made opens its own profile; an uploaded one is read into a new draft.
          const resume = (await freshResumes()).items.find((r) => r.id === resumeId);
          if (resume?.profileId) {
            void navigate(`${paths.editResume}?profile=${resume.profileId}`, { replace: true });
            return;
          }
          setReview({ data: await importStoredResume(resumeId), resumeId });
        } catch (err) {
          setImportError(errorText(err));
        }
      })();
    }
  }, [mode, navigate, resumeId, start, errorText, freshResumes]);

  const onFile = async (file: File) => {
    setImportError(null);
    const local = fileError(file, RESUME_MAX_BYTES);
    if (local) return setImportError(errorText(local));
    setBusy(true);
    setProgress({ fraction: 0, total: file.size });
    try {
      const data = await importPdf(file, { onProgress: (fraction) => setProgress({ fraction, total: file.size }) });
      // Shown as read before it fills the builder (decision 057).
      setReview({ data, resumeId: null });
    } catch (err) {
      setImportError(errorText(err));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const fillExisting = async (profile: ProfileItem) => {
    if (!limit) return;
    setBusy(true);
    try {
      await fill.mutateAsync({ id: profile.id, body: { data: limit.data } });
      void navigate(`${paths.editResume}?profile=${profile.id}`, { replace: true });
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const confirmReading = async (data: ResumeProfileDraft) => {
    setBusy(true);
    try {
      // A stored resume keeps the checked reading too: its letters and scores read it this way.
      if (review?.resumeId) await saveReading.mutateAsync({ id: review.resumeId, data });
      await start(data);
      setReview(null);
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader mode={mode} />
      {review && !limit ? (
        <ReadingReview initial={review.data} confirmLabel={t('review.confirmImport')} busy={busy} onConfirm={confirmReading} />
      ) : limit ? (
        <Card className="p-6" data-testid="profile-limit">
          <div className="flex items-start gap-3">
            <AlertCircle className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden="true" />
            <div>
              <p className="font-semibold text-slate-900">{t('limit.title', { count: limit.max })}</p>
              <p className="mt-1 text-[15px] text-slate-600">{errorText('PROFILE_LIMIT_REACHED')}</p>
            </div>
          </div>
          <ul className="mt-5 space-y-2">
            {limit.profiles.map((profile) => (
              <li key={profile.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
                <span className="font-medium text-slate-900">{profileName(profile, t('profiles.untitled'))}</span>
                <span className="flex flex-wrap gap-2">
                  <ButtonLink variant="secondary" size="sm" to={`${paths.editResume}?profile=${profile.id}`}>
                    {t('limit.continue')}
                  </ButtonLink>
                  {mode !== 'manual' && (
                    <Button size="sm" loading={busy} onClick={() => void fillExisting(profile)} data-testid="limit-fill-existing">
                      {t('limit.fillExisting')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <ButtonLink variant="subtle" className="mt-5" to={paths.membership}>
            {t('limit.upgrade')}
          </ButtonLink>
        </Card>
      ) : mode === 'import' ? (
        <Card className="p-5 sm:p-6">
          <FileDrop
            title={t('import.dropTitle')}
            hint={t('import.dropHint')}
            buttonLabel={t('import.choose')}
            disabled={busy}
            onFile={(file) => void onFile(file)}
            testId="import-drop"
          />
          {progress && (
            <div className="mt-5">
              <ProgressBar
                fraction={progress.fraction}
                total={progress.total}
                label={progress.fraction < 1 ? t('import.uploading') : t('import.reading')}
              />
            </div>
          )}
          {importError && (
            <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-3 text-[15px] text-rose-800" data-testid="import-error">
              {importError}
            </p>
          )}
          <p className="mt-5 text-sm text-slate-600">
            {t('import.orManual')}{' '}
            <Link className="font-medium text-primary-700 hover:underline" to={paths.inputManual}>
              {t('import.manualLink')}
            </Link>
          </p>
        </Card>
      ) : importError ? (
        <Card className="p-6" data-testid="import-error">
          <p role="alert" className="text-[15px] text-rose-800">
            {importError}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to={paths.inputManual}>{t('import.manualLink')}</ButtonLink>
            <ButtonLink variant="secondary" to={paths.resumesManage}>
              {t('success.toManager')}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <div role="status" aria-busy="true" className="space-y-3">
          <span className="sr-only">{t('builder.starting')}</span>
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      )}
    </div>
  );
}

export function profileName(profile: Pick<ProfileItem, 'data'>, fallback: string): string {
  const name = [profile.data.firstName, profile.data.lastName].filter(Boolean).join(' ').trim();
  const role = profile.data.role?.trim();
  return [name, role].filter(Boolean).join(' · ') || fallback;
}

function SaveIndicator({ status }: { status: SaveState }) {
  const { t } = useResumesText();
  if (status === 'idle') return <span data-testid="save-status" />;
  const icon =
    status === 'saving' ? (
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
    ) : status === 'saved' ? (
      <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
    ) : (
      <CloudOff className="size-4 text-amber-600" aria-hidden="true" />
    );
  return (
    <span role="status" data-testid="save-status" data-state={status} className="inline-flex items-center gap-1.5 text-sm text-slate-600">
      {icon}
      {t(`save.${status}`)}
    </span>
  );
}

interface EditorState {
  data: ResumeProfileDraft;
  template: ResumeTemplate;
  language: Language;
}

/** Loads the profile, then opens the form on the server's copy, or the local one if it is newer. */
function Editor({ profileId, mode }: { profileId: string; mode: BuilderMode }) {
  const { t, errorText } = useResumesText();
  const profileQuery = useProfile(profileId);
  const [initial, setInitial] = useState<{ state: EditorState; restored: boolean } | null>(null);

  // First load: the server's copy, or the local one if it is newer (a change the server never got).
  useEffect(() => {
    const profile = profileQuery.data;
    if (!profile || initial) return;
    const local = readLocalDraft(profileId);
    const server = { data: profile.data, template: profile.template, language: profile.language };
    if (local && local.changedAt > Date.parse(profile.updatedAt)) setInitial({ state: { ...server, data: local.data }, restored: true });
    else setInitial({ state: server, restored: false });
  }, [profileQuery.data, profileId, initial]);

  if (profileQuery.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <Card className="p-6" data-testid="profile-error">
          <p role="alert" className="text-[15px] text-slate-800">
            {errorText(profileQuery.error)}
          </p>
          <ButtonLink className="mt-4" to={paths.createProfile}>
            {t('profiles.title')}
          </ButtonLink>
        </Card>
      </div>
    );
  }
  if (!initial) {
    return (
      <div className="mx-auto w-full max-w-[1200px] px-4 py-10 sm:px-6" role="status" aria-busy="true">
        <span className="sr-only">{t('builder.loading')}</span>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="mt-6 h-96 w-full rounded-2xl" />
      </div>
    );
  }
  return <EditorForm profileId={profileId} mode={mode} initial={initial.state} restored={initial.restored} />;
}

/**
 * The draft is a react-hook-form form checked with the contracts' `resumeProfile` after every change; a field's
 * message shows once it has been left (touched) or after a finish with problems, and the server's refusals
 * show until the next change.
 */
function EditorForm({
  profileId,
  mode,
  initial,
  restored,
}: {
  profileId: string;
  mode: BuilderMode;
  initial: EditorState;
  restored: boolean;
}) {
  const { t, errorText } = useResumesText();
  const navigate = useNavigate();
  const listQuery = useProfiles();
  const finishMutation = useFinishProfile(profileId);
  const freshResumes = useFreshResumes();
  const form = useForm<ResumeProfileDraft>({
    defaultValues: initial.data,
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const data = useWatch({ control: form.control });
  const [settings, setSettings] = useState({ template: initial.template, language: initial.language });
  const state: EditorState = useMemo(() => ({ data, ...settings }), [data, settings]);
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [finishing, setFinishing] = useState(false);
  const [replaceWith, setReplaceWith] = useState<ResumeItem[] | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  // A restored local copy is not on the server yet: the first state is saved.
  const autosave = useAutosave(profileId, state, { unsaved: restored });

  // Every change re-checks the whole draft (an end date depends on its start) and drops the server's refusals.
  const dataJson = JSON.stringify(data);
  useEffect(() => {
    setServerErrors({});
    void form.trigger();
  }, [dataJson, form]);

  const { errors: formErrors, touchedFields } = form.formState;
  const errors = errorsByPath(formErrors);
  const touched = touchedPaths(touchedFields);
  const visibleErrors: Record<string, string> = {};
  for (const [key, code] of Object.entries(errors)) if (showAll || touched.has(key)) visibleErrors[key] = code;
  for (const [key, code] of Object.entries(serverErrors)) visibleErrors[key] ??= code;

  // The live preview, a moment after the last change.
  const { pdf, status: previewState } = usePreviewPdf(state);

  const update = (patch: Partial<typeof settings>) => setSettings((s) => ({ ...s, ...patch }));
  const templates = listQuery.data?.templates ?? [];

  const submit = async (replaceResumeId?: string) => {
    setFinishing(true);
    try {
      await autosave.flush();
      const result = await finishMutation.mutateAsync({ ...state, ...(replaceResumeId ? { replaceResumeId } : {}) });
      autosave.markSaved(state);
      void navigate(`${paths.profileSuccess}?profile=${profileId}&resume=${result.resume.id}`);
    } catch (err) {
      if (isApiError(err) && err.code === 'RESUME_LIMIT_REACHED') {
        setReplaceWith((await freshResumes()).items);
      } else if (isApiError(err) && err.code === 'VALIDATION_ERROR' && err.fields) {
        setServerErrors(Object.fromEntries(err.fields.map((f) => [f.field, f.code ?? 'VALIDATION_ERROR'])));
        setShowAll(true);
      } else {
        notify('error', errorText(err));
      }
    } finally {
      setFinishing(false);
    }
  };
  const finish = (replaceResumeId?: string) =>
    form.handleSubmit(
      () => submit(replaceResumeId),
      (problems) => {
        setShowAll(true);
        notify('error', t('builder.fixErrors', { count: Object.keys(errorsByPath(problems)).length }), { toastId: 'builder-errors' });
        // The first field with a problem gets the focus.
        requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    )();

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-6 sm:py-10" data-testid="resume-builder">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t(`builder.title.${mode}`)}</h1>
          <p className="mt-1.5 text-[15px] text-slate-600">{t('builder.autosaveNote')}</p>
        </div>
        <SaveIndicator status={autosave.status} />
      </div>
      {isApiError(autosave.error) && autosave.error.code === 'PROFILE_LIMIT_REACHED' && (
        // A draft opened before another profile took the plan's last place: it counts only once saved.
        <Card className="mb-6 flex flex-wrap items-start gap-3 p-5" data-testid="profile-limit-on-save">
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <p role="alert" className="min-w-0 flex-1 text-[15px] text-slate-700">
            {errorText('PROFILE_LIMIT_REACHED')}
          </p>
          <ButtonLink variant="secondary" size="sm" to={paths.membership}>
            {t('limit.upgrade')}
          </ButtonLink>
        </Card>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_420px]">
        <div className="min-w-0">
          <ProfileForm form={form} errors={visibleErrors} />
        </div>
        <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start" aria-label={t('preview.title')}>
          <Card className="space-y-5 p-5">
            <TemplatePicker value={settings.template} templates={templates} onChange={(template) => update({ template })} />
            <div>
              <label htmlFor="resume-language" className="text-sm font-medium text-slate-700">
                {t('builder.pdfLanguage')}
              </label>
              <select
                id="resume-language"
                value={settings.language}
                onChange={(event) => update({ language: event.target.value === 'cn' ? 'cn' : 'en' })}
                className={cn(
                  'mt-1.5 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px]',
                  'focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
                )}
              >
                <option value="en">English</option>
                <option value="cn">中文</option>
              </select>
            </div>
            <Button
              size="lg"
              className="w-full"
              loading={finishing}
              onClick={() => void finish()}
              icon={<FileCheck2 className="size-5" aria-hidden="true" />}
              data-testid="finish"
            >
              {t('builder.finish')}
            </Button>
            <Button
              variant="secondary"
              className="w-full lg:hidden"
              onClick={() => setShowPreview((v) => !v)}
              icon={showPreview ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              aria-expanded={showPreview}
            >
              {showPreview ? t('preview.hide') : t('preview.show')}
            </Button>
            <div className={showPreview ? '' : 'hidden lg:block'}>
              <h2 className="mb-2 text-sm font-medium text-slate-700">{t('preview.title')}</h2>
              <PdfPreview pdf={pdf} updating={previewState === 'updating'} failed={previewState === 'failed'} />
            </div>
          </Card>
        </aside>
      </div>
      <ReplaceDialog
        open={replaceWith !== null}
        onOpenChange={(open) => !open && setReplaceWith(null)}
        resumes={replaceWith ?? []}
        busy={finishing}
        onConfirm={(resume) => {
          setReplaceWith(null);
          void finish(resume.id);
        }}
      />
    </div>
  );
}
