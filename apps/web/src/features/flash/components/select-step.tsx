import type { CreateFlashBatchRequest, FlashListResponse, SalaryStatus } from '@jobbridge/contracts';
import { Building2, MapPin, Search, Trash2, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, ButtonLink, Card } from '@/components/ui';
import { VerdictBadge } from '@/components/verdict-badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useRemoveFromList } from '../api/flash';
import { isCode } from '../lib/codes';
import { isEmail, splitEmails } from '../lib/emails';
import { useFlashText } from '../lib/use-flash-text';
import { MailboxStatus } from './mailbox-status';
import { RightToWorkNudge } from './right-to-work-nudge';
import { fieldClass, parseResumeKey, ResumePicker } from './resume-picker';

/** Codes whose message offers the membership page. */
const UPGRADE_CODES = new Set(['SELECTION_EXCEEDS_PLAN', 'FLASH_LIMIT_REACHED', 'FLASH_APPLY_MAX_REACHED']);

/** A message to show: the catalogue's words for `code`, or `text` already in the page's language. */
export interface Notice {
  code?: string;
  text?: string;
}

export function NoticeBox({ notice, testId = 'flash-notice' }: { notice: Notice; testId?: string }) {
  const { t, errorText } = useFlashText();
  return (
    <div role="alert" data-testid={testId} className="rounded-xl bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
      {notice.text ?? errorText(notice.code)}
      {notice.code && UPGRADE_CODES.has(notice.code) && (
        <>
          {' '}
          <Link to={paths.membership} className="font-medium text-primary-800 underline underline-offset-2">
            {t('upgrade')}
          </Link>
        </>
      )}
    </div>
  );
}

/** How the advertised pay compares with the Skilled Worker threshold, in a few words. */
export function SalaryBadge({ status }: { status: SalaryStatus }) {
  const { t } = useFlashText();
  const tone = status === 'meets' || status === 'meets_new_entrant' ? 'success' : status === 'below' ? 'danger' : 'neutral';
  return (
    <span data-testid="flash-salary" data-status={status} className="inline-flex">
      <Badge tone={tone}>{t(`salary.${status}`)}</Badge>
    </span>
  );
}

/** Step 1: pick jobs from the Flash list (up to the tier's positions per batch), recipients where needed, the resume. */
export function SelectStep({
  list,
  creating,
  serverError,
  onCreate,
}: {
  list: FlashListResponse;
  creating: boolean;
  serverError: Notice | null;
  onCreate: (request: CreateFlashBatchRequest) => void;
}) {
  const { t, language } = useFlashText();
  const remove = useRemoveFromList();
  const { items, limits, mailbox } = list;
  const [selected, setSelected] = useState<number[]>([]);
  const [includeApplied, setIncludeApplied] = useState(false);
  const [includeNoSponsor, setIncludeNoSponsor] = useState(false);
  // English for UK employers unless the person picks Chinese (decision 056).
  const [letterLanguage, setLetterLanguage] = useState<'en' | 'cn'>('en');
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [resume, setResume] = useState('');
  // Kept as a code (or the select-all note), so it follows a language switch.
  const [notice, setNotice] = useState<{ code: string; firstN?: boolean } | null>(null);
  const [checked, setChecked] = useState(false);

  // Jobs that will not sponsor (decision 055) are left out unless the person includes them, like jobs applied to.
  const leftOut = (item: FlashListResponse['items'][number]) =>
    (Boolean(item.appliedAt) && !includeApplied) || (item.sponsorBlock !== null && !includeNoSponsor);
  const eligible = items.filter((item) => !leftOut(item));
  const isSelected = (jobId: number) => selected.includes(jobId);
  const limitNotice = (code: string) => setNotice({ code });

  const toggle = (jobId: number) => {
    if (isSelected(jobId)) {
      setSelected(selected.filter((id) => id !== jobId));
      setNotice(null);
      return;
    }
    if (selected.length >= limits.perBatch) {
      limitNotice('FLASH_LIMIT_REACHED');
      return;
    }
    setSelected([...selected, jobId]);
    setNotice(null);
  };

  const firstN = eligible.slice(0, limits.perBatch).map((item) => item.jobId);
  const allPicked = firstN.length > 0 && firstN.every(isSelected) && selected.length === firstN.length;
  const selectAll = () => {
    if (allPicked) {
      setSelected([]);
      setNotice(null);
      return;
    }
    setSelected(firstN);
    setNotice(eligible.length > limits.perBatch ? { code: 'FLASH_LIMIT_REACHED', firstN: true } : null);
  };

  const onIncludeApplied = (value: boolean) => {
    setIncludeApplied(value);
    if (!value) setSelected(selected.filter((id) => !items.find((item) => item.jobId === id)?.appliedAt));
  };
  const onIncludeNoSponsor = (value: boolean) => {
    setIncludeNoSponsor(value);
    if (!value) setSelected(selected.filter((id) => !items.find((item) => item.jobId === id)?.sponsorBlock));
  };

  const recipientError = (jobId: number): string | undefined => {
    const item = items.find((i) => i.jobId === jobId);
    if (!item || item.hrEmail || !isSelected(jobId)) return undefined;
    const addresses = splitEmails(typed[jobId] ?? '');
    if (addresses.length === 0) return checked ? t('recipient.required') : undefined;
    if (addresses.some((a) => !isEmail(a))) return t('recipient.invalid');
    if (addresses.length > limits.recipients) return t('recipient.tooMany', { count: limits.recipients });
    return undefined;
  };

  const resumeRef = parseResumeKey(resume);
  const submit = () => {
    setChecked(true);
    if (selected.length === 0) return limitNotice('POSITIONS_REQUIRED');
    if (selected.length > limits.perBatch) return limitNotice('SELECTION_EXCEEDS_PLAN');
    if (limits.sendsLeft <= 0) return limitNotice('FLASH_APPLY_MAX_REACHED');
    const missing = selected.some((id) => {
      const item = items.find((i) => i.jobId === id);
      return item && !item.hrEmail && (splitEmails(typed[id] ?? '').length === 0 || recipientError(id));
    });
    if (missing || !resumeRef) return;
    setNotice(null);
    const recipients: Record<string, string[]> = {};
    for (const id of selected) {
      const item = items.find((i) => i.jobId === id);
      if (item && !item.hrEmail) recipients[String(id)] = splitEmails(typed[id] ?? '');
    }
    onCreate({
      jobIds: selected,
      resume: resumeRef,
      ...(Object.keys(recipients).length > 0 ? { recipients } : {}),
      ...(includeApplied ? { includeApplied: true } : {}),
      ...(includeNoSponsor ? { includeNoSponsor: true } : {}),
      letterLanguage,
    });
  };

  const sendsLine = (
    <p className="text-sm text-slate-600" data-testid="flash-sends-left">
      {t('limits.sendsLeft', { left: limits.sendsLeft, total: limits.sendsTotal })} · {t('limits.perBatch', { count: limits.perBatch })}
    </p>
  );

  if (items.length === 0) {
    return (
      <div className="space-y-4">
        <Card className="p-8 text-center" data-testid="flash-empty">
          <Zap className="mx-auto size-10 text-amber-500" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
          <p className="mx-auto mt-2 max-w-md text-[15px] leading-relaxed text-slate-600">{t('empty.text')}</p>
          <ButtonLink to={paths.search} className="mt-5" icon={<Search className="size-4" aria-hidden="true" />}>
            {t('empty.action')}
          </ButtonLink>
          <div className="mt-4">{sendsLine}</div>
        </Card>
        <RightToWorkNudge />
      </div>
    );
  }

  const appliedCount = items.filter((item) => item.appliedAt).length;
  const noSponsorCount = items.filter((item) => item.sponsorBlock).length;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Card className="p-4 sm:p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('select.title')}</h2>
            {sendsLine}
          </div>
          <Button variant="secondary" size="sm" onClick={selectAll} data-testid="flash-select-all">
            {allPicked ? t('select.none') : t('select.all', { count: Math.min(limits.perBatch, eligible.length) })}
          </Button>
        </div>
        {appliedCount > 0 && (
          <label className="mb-3 flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-primary-700"
              checked={includeApplied}
              onChange={(event) => onIncludeApplied(event.target.checked)}
            />
            {t('select.includeApplied', { count: appliedCount })}
          </label>
        )}
        {noSponsorCount > 0 && (
          <div className="mb-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="flash-no-sponsor">
            <p>{t('select.noSponsorNote', { count: noSponsorCount })}</p>
            <label className="mt-2 flex items-center gap-2 font-medium">
              <input
                type="checkbox"
                className="size-4 accent-primary-700"
                checked={includeNoSponsor}
                onChange={(event) => onIncludeNoSponsor(event.target.checked)}
                data-testid="flash-include-no-sponsor"
              />
              {t('select.includeNoSponsor', { count: noSponsorCount })}
            </label>
          </div>
        )}
        <div className="mb-3 flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-3">
          <label htmlFor="flash-letter-language" className="font-medium text-slate-700">
            {t('select.letterLanguage')}
          </label>
          <select
            id="flash-letter-language"
            data-testid="flash-letter-language"
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
            value={letterLanguage}
            onChange={(event) => setLetterLanguage(event.target.value === 'cn' ? 'cn' : 'en')}
          >
            <option value="en">{t('select.languageEn')}</option>
            <option value="cn">{t('select.languageCn')}</option>
          </select>
          <span className="text-xs text-slate-500">{t('select.letterLanguageNote')}</span>
        </div>
        <p className="mb-2 text-sm font-medium text-slate-700" aria-live="polite" data-testid="flash-selected-count">
          {t('select.count', { count: selected.length, max: limits.perBatch })}
        </p>
        {notice && (
          <NoticeBox notice={{ code: notice.code, text: notice.firstN ? t('select.firstN', { count: limits.perBatch }) : undefined }} />
        )}
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => {
            const blocked = leftOut(item);
            const on = isSelected(item.jobId);
            const error = recipientError(item.jobId);
            return (
              <li key={item.jobId} className="py-3" data-testid="flash-item">
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    id={`flash-job-${item.jobId}`}
                    className="mt-1 size-5 shrink-0 accent-primary-700"
                    checked={on}
                    disabled={blocked}
                    onChange={() => toggle(item.jobId)}
                  />
                  <div className="min-w-0 flex-1">
                    <label
                      htmlFor={`flash-job-${item.jobId}`}
                      className={cn('block font-medium text-slate-900', blocked && 'text-slate-500')}
                    >
                      {item.title}
                    </label>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                      <span className="inline-flex items-center gap-1">
                        <Building2 className="size-3.5" aria-hidden="true" />
                        {item.company}
                      </span>
                      {item.location && (
                        <span className="inline-flex items-center gap-1">
                          <MapPin className="size-3.5" aria-hidden="true" />
                          {item.location}
                        </span>
                      )}
                    </p>
                    <div className="mt-1.5 flex flex-wrap gap-1.5">
                      <VerdictBadge kind={item.verdictKind} language={language} />
                      <SalaryBadge status={item.salaryStatus} />
                      {item.sponsorBlock && (
                        <span data-testid="flash-left-out" className="inline-flex">
                          <Badge tone="danger">{t(`select.block.${item.sponsorBlock}`)}</Badge>
                        </span>
                      )}
                      {item.hrEmail ? (
                        <Badge tone="success">{t('select.hasEmail')}</Badge>
                      ) : (
                        <Badge tone="warning">{t('select.noEmail')}</Badge>
                      )}
                      {item.appliedAt && (
                        <Badge tone="primary">{t('select.applied', { date: new Date(item.appliedAt).toLocaleDateString('en-GB') })}</Badge>
                      )}
                    </div>
                    {on && !item.hrEmail && (
                      <div className="mt-2">
                        <label htmlFor={`flash-to-${item.jobId}`} className="mb-1 block text-sm text-slate-700">
                          {t('recipient.label')}
                        </label>
                        <input
                          id={`flash-to-${item.jobId}`}
                          type="text"
                          inputMode="email"
                          autoComplete="off"
                          className={fieldClass}
                          placeholder={t('recipient.placeholder')}
                          value={typed[item.jobId] ?? ''}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `flash-to-${item.jobId}-error` : undefined}
                          onChange={(event) => setTyped({ ...typed, [item.jobId]: event.target.value })}
                        />
                        {error && (
                          <p id={`flash-to-${item.jobId}-error`} role="alert" className="mt-1 text-sm text-rose-700">
                            {error}
                          </p>
                        )}
                      </div>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('select.remove', { title: item.title })}
                    title={t('select.removeShort')}
                    loading={remove.isPending && remove.variables === item.jobId}
                    onClick={() => {
                      setSelected(selected.filter((id) => id !== item.jobId));
                      remove.mutate(item.jobId);
                    }}
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {remove.isError && <NoticeBox notice={{ code: isCode(remove.error) }} testId="flash-remove-error" />}
      </Card>

      <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <Card className="space-y-4 p-4 sm:p-5">
          <ResumePicker value={resume} onChange={setResume} error={checked && !resumeRef ? t('resume.required') : undefined} />
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700">{t('mailbox.label')}</p>
            <MailboxStatus mailbox={mailbox} />
          </div>
          <RightToWorkNudge />
          {serverError && <NoticeBox notice={serverError} testId="flash-create-error" />}
          <Button
            className="w-full"
            size="lg"
            onClick={submit}
            loading={creating}
            data-testid="flash-generate"
            icon={<Zap className="size-4" aria-hidden="true" />}
          >
            {t('select.generate', { count: selected.length })}
          </Button>
          <p className="text-xs leading-relaxed text-slate-500">{t('select.reviewNote')}</p>
        </Card>
      </div>
    </div>
  );
}
