import { MAX_LETTER_LENGTH, MAX_SUBJECT_LENGTH, type FlashApplication, type FlashBatch } from '@jobbridge/contracts';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RemovedSentences } from '@/components/ai/removed-sentences';
import { Badge, Button, Card } from '@/components/ui';
import { cn } from '@/lib/cn';
import { flashKeys, useUpdateApplication, useUpdateBatchResume } from '../api/flash';
import { isCode } from '../lib/codes';
import { useFlashText } from '../lib/use-flash-text';
import { writtenIn } from '../lib/letter-language';
import { ChecksNotice, needsChecks } from './checks-notice';
import { MailboxStatus } from './mailbox-status';
import { RecipientsField } from './recipients-field';
import { fieldClass, parseResumeKey, resumeKey, ResumePicker } from './resume-picker';
import { NoticeBox } from './select-step';

interface Draft {
  subject: string;
  letter: string;
  recipients: string[];
}

const draftOf = (app: FlashApplication): Draft => ({ subject: app.subject, letter: app.letter, recipients: app.recipients });

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** What changed in a draft, as the PATCH body (nothing when it matches the saved application). */
function changes(app: FlashApplication, draft: Draft) {
  const change: { subject?: string; letter?: string; recipients?: string[] } = {};
  if (draft.subject !== app.subject) change.subject = draft.subject;
  if (draft.letter !== app.letter) change.letter = draft.letter;
  if (!sameList(draft.recipients, app.recipients)) change.recipients = draft.recipients;
  return Object.keys(change).length > 0 ? change : null;
}

/** Which fields are wrong (their words are chosen at render, so they follow a language switch). */
type Problems = Partial<Record<keyof Draft, true>>;

/** Step 3: subject, letter and recipients per email; the resume to attach and the sender mailbox. */
export function EditStep({
  batch,
  maxRecipients,
  onBack,
  onContinue,
}: {
  batch: FlashBatch;
  maxRecipients: number;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t, errorText } = useFlashText();
  const client = useQueryClient();
  const update = useUpdateApplication(batch.id);
  const updateResume = useUpdateBatchResume(batch.id);
  const ready = batch.applications.filter((a) => a.letterStatus === 'success');
  const skipped = batch.applications.filter((a) => a.letterStatus !== 'success');
  const [activeId, setActiveId] = useState(ready[0]?.id ?? '');
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [problems, setProblems] = useState<Record<string, Problems>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const draftFor = (app: FlashApplication) => drafts[app.id] ?? draftOf(app);
  const check = (draft: Draft): Problems => ({
    ...(draft.subject.trim() ? {} : { subject: true as const }),
    ...(draft.letter.trim() ? {} : { letter: true as const }),
    ...(draft.recipients.length > 0 ? {} : { recipients: true as const }),
  });

  const edit = (app: FlashApplication, patch: Partial<Draft>) => {
    const next = { ...draftFor(app), ...patch };
    setDrafts({ ...drafts, [app.id]: next });
    if (problems[app.id]) setProblems({ ...problems, [app.id]: check(next) });
  };

  /** Saves one application's changes when they are valid; true when nothing is left unsaved. */
  const save = async (app: FlashApplication): Promise<boolean> => {
    const draft = draftFor(app);
    const found = check(draft);
    setProblems((all) => ({ ...all, [app.id]: found }));
    if (Object.keys(found).length > 0) return false;
    const change = changes(app, draft);
    if (!change) return true;
    try {
      await update.mutateAsync({ id: app.id, change });
      setSaveError(null);
      return true;
    } catch (error) {
      setSaveError(isCode(error) ?? 'INTERNAL_ERROR');
      return false;
    }
  };

  const next = async () => {
    setSaving(true);
    const results: boolean[] = [];
    for (const app of ready) results.push(await save(app));
    setSaving(false);
    const firstBad = ready.find((_, i) => !results[i]);
    if (firstBad) {
      setActiveId(firstBad.id);
      return;
    }
    // Saved edits may have marked recipients or links: each needs the person's confirmation first.
    const saved = client.getQueryData<FlashBatch>(flashKeys.batch(batch.id))?.applications ?? batch.applications;
    const unchecked = saved.find((a) => a.letterStatus === 'success' && needsChecks(a));
    if (unchecked) {
      setActiveId(unchecked.id);
      setSaveError('FLASH_CHECKS_UNCONFIRMED');
      return;
    }
    setSaveError(null);
    onContinue();
  };

  const active = ready.find((a) => a.id === activeId) ?? ready[0];
  const draft = active && draftFor(active);
  const found = active ? (problems[active.id] ?? {}) : {};
  const invalid = (app: FlashApplication) => Object.keys(problems[app.id] ?? {}).length > 0;

  return (
    <div className="space-y-4">
      <Card className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 sm:p-5">
        <div>
          <ResumePicker
            id="flash-edit-resume"
            value={resumeKey(batch.resume)}
            disabled={updateResume.isPending}
            onChange={(key) => {
              const ref = parseResumeKey(key);
              if (ref) updateResume.mutate(ref);
            }}
            error={updateResume.isError ? errorText(updateResume.error) : undefined}
          />
        </div>
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-700">{t('mailbox.label')}</p>
          <MailboxStatus mailbox={batch.mailbox} />
        </div>
      </Card>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[280px_minmax(0,1fr)]">
        <Card className="p-2">
          <p className="px-2 pt-2 pb-1 text-sm font-medium text-slate-700">{t('edit.emails', { count: ready.length })}</p>
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
            {ready.map((app) => (
              <li key={app.id} className="shrink-0 lg:shrink">
                <button
                  type="button"
                  onClick={() => setActiveId(app.id)}
                  aria-current={app.id === active?.id ? 'true' : undefined}
                  className={cn(
                    'w-56 rounded-xl px-3 py-2 text-left focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:outline-none lg:w-full',
                    app.id === active?.id ? 'bg-primary-50 ring-1 ring-primary-200' : 'hover:bg-slate-50',
                  )}
                >
                  <span className="block truncate text-sm font-medium text-slate-900">{app.title}</span>
                  <span className="flex items-center gap-1.5 text-xs text-slate-600">
                    <span className="truncate">{app.company}</span>
                    {(invalid(app) || needsChecks(app)) && (
                      <span className="size-2 shrink-0 rounded-full bg-rose-500" aria-label={t('edit.needsAttention')} />
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {skipped.length > 0 && (
            <p className="px-2 pt-2 pb-1 text-xs text-slate-500">{t('edit.skippedNote', { count: skipped.length })}</p>
          )}
        </Card>

        {active && draft && (
          <Card className="space-y-4 p-4 sm:p-5" data-testid="flash-editor">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="min-w-0 text-lg font-semibold text-slate-900">
                {active.title} <span className="font-normal text-slate-500">· {active.company}</span>
              </h2>
              {!changes(active, draft) && !invalid(active) && (
                <Badge tone="success" icon={<Check className="size-3.5" aria-hidden="true" />}>
                  {t('edit.saved')}
                </Badge>
              )}
            </div>
            <RecipientsField
              value={draft.recipients}
              max={maxRecipients}
              error={found.recipients && t('recipient.required')}
              onChange={(recipients) => edit(active, { recipients })}
            />
            <ChecksNotice app={active} batchId={batch.id} />
            <div>
              <label htmlFor="flash-subject" className="mb-1.5 block text-sm font-medium text-slate-700">
                {t('edit.subject')}
              </label>
              <input
                id="flash-subject"
                className={fieldClass}
                value={draft.subject}
                maxLength={MAX_SUBJECT_LENGTH}
                aria-invalid={found.subject ? true : undefined}
                aria-describedby={found.subject ? 'flash-subject-error' : undefined}
                onChange={(event) => edit(active, { subject: event.target.value })}
                onBlur={() => void save(active)}
              />
              {found.subject && (
                <p id="flash-subject-error" role="alert" className="mt-1.5 text-sm text-rose-700">
                  {errorText('SUBJECT_REQUIRED')}
                </p>
              )}
            </div>
            <div>
              <label htmlFor="flash-letter" className="mb-1.5 block text-sm font-medium text-slate-700">
                {t('edit.letter')}
              </label>
              <textarea
                id="flash-letter"
                className={cn(fieldClass, 'min-h-72 leading-relaxed field-sizing-content')}
                value={draft.letter}
                maxLength={MAX_LETTER_LENGTH}
                aria-invalid={found.letter ? true : undefined}
                aria-describedby={found.letter ? 'flash-letter-error' : undefined}
                onChange={(event) => edit(active, { letter: event.target.value })}
                onBlur={() => void save(active)}
              />
              {found.letter && (
                <p id="flash-letter-error" role="alert" className="mt-1.5 text-sm text-rose-700">
                  {errorText('COVER_LETTER_REQUIRED')}
                </p>
              )}
              {writtenIn(draft.letter) !== batch.letterLanguage && (
                <p
                  className="mt-1.5 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-950 ring-1 ring-amber-200"
                  data-testid="flash-letter-language-note"
                >
                  {t(batch.letterLanguage === 'en' ? 'edit.notEnglish' : 'edit.notChinese')}
                </p>
              )}
              <RemovedSentences removed={active.removedClaims} testId="flash-removed-claims" />
            </div>
          </Card>
        )}
      </div>
      {saveError && <NoticeBox notice={{ code: saveError }} testId="flash-save-error" />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
          {t('edit.back')}
        </Button>
        <Button
          onClick={() => void next()}
          loading={saving}
          data-testid="flash-to-confirm"
          icon={<ArrowRight className="size-4" aria-hidden="true" />}
        >
          {t('edit.continue')}
        </Button>
      </div>
    </div>
  );
}
