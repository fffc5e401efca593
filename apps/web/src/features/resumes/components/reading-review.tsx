import { joinSkills, resumeReading, splitSkills, type ResumeProfileDraft } from '@jobbridge/contracts';
import { BriefcaseBusiness, GraduationCap, Plus, Sparkles, Trash2, UserRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card } from '@/components/ui';
import { normaliseMonthYear } from '../lib/month-year';
import { useResumesText } from '../lib/use-resumes-text';
import { Field } from './fields';

type Work = NonNullable<ResumeProfileDraft['work']>[number];
type Education = NonNullable<ResumeProfileDraft['education']>[number];

/** The first error code per field path ("work.0.end"), from the same rules the server checks. */
function problems(draft: ResumeProfileDraft): Record<string, string> {
  const checked = resumeReading.safeParse(draft);
  if (checked.success) return {};
  const out: Record<string, string> = {};
  for (const issue of checked.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5 first:border-0 first:pt-0">
      <h3 className="mb-3 flex items-center gap-2 text-[15px] font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One job or course of a list: its number, a button that removes it, then its fields. */
function Entry({
  testId,
  label,
  removeLabel,
  onRemove,
  children,
}: {
  testId: string;
  label: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useResumesText();
  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4" data-testid={testId}>
      <div className="mb-2 flex items-center justify-between">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={removeLabel}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={onRemove}
        >
          {t('review.remove')}
        </Button>
      </div>
      {children}
    </li>
  );
}

/** The button under a list that adds an empty job or course, while the list is below its limit. */
function AddButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      className="mt-3"
      disabled={disabled}
      icon={<Plus className="size-4" aria-hidden="true" />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The review step (decision 057): how a resume was read, field by field, before anything uses it. Name, role,
 * contact, each job's employer, title and dates, education and skills can be corrected; the rest of the reading
 * (summary, each job's bullet lines) goes on as it was read. `onConfirm` gets the corrected draft.
 */
export function ReadingReview({
  initial,
  onConfirm,
  confirmLabel,
  busy = false,
  footer,
}: {
  initial: ResumeProfileDraft;
  onConfirm: (draft: ResumeProfileDraft) => void | Promise<void>;
  confirmLabel: string;
  busy?: boolean;
  footer?: ReactNode;
}) {
  const { t, errorText } = useResumesText();
  const [draft, setDraft] = useState<ResumeProfileDraft>(initial);
  const [skills, setSkills] = useState(() => splitSkills(initial.aboutMe).skills.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const work = draft.work ?? [];
  const education = draft.education ?? [];

  const set = (patch: Partial<ResumeProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setWork = (i: number, patch: Partial<Work>) => set({ work: work.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
  const setEducation = (i: number, patch: Partial<Education>) =>
    set({ education: education.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  const error = (path: string) => (errors[path] ? errorText(errors[path]) : undefined);

  const withSkills = (): ResumeProfileDraft => ({
    ...draft,
    aboutMe: joinSkills(splitSkills(draft.aboutMe).summary, skills.split(/\s*[,;，；、]\s*/), { aboutMe: initial.aboutMe }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = withSkills();
    const found = problems(next);
    setErrors(found);
    if (Object.keys(found).length) {
      // The first field to fix, in reading order.
      document.querySelector<HTMLElement>('[data-testid="reading-review"] [aria-invalid="true"]')?.focus();
      return;
    }
    void onConfirm(next);
  };

  const text = (label: string, path: string, value: string | undefined, onValue: (v: string) => void, extra: object = {}) => (
    <Field label={label} value={value ?? ''} error={error(path)} onChange={(e) => onValue(e.target.value)} {...extra} />
  );
  const date = (label: string, path: string, value: string | undefined, onValue: (v: string) => void, disabled = false) => (
    <Field
      label={label}
      value={disabled ? '' : (value ?? '')}
      placeholder={disabled ? t('review.present') : t('review.datePlaceholder')}
      disabled={disabled}
      inputMode="numeric"
      maxLength={7}
      error={disabled ? undefined : error(path)}
      onChange={(e) => onValue(e.target.value)}
      onBlur={(e) => onValue(normaliseMonthYear(e.target.value))}
    />
  );

  return (
    <Card className="p-5 sm:p-6" data-testid="reading-review">
      <h2 className="text-xl font-semibold text-slate-900">{t('review.title')}</h2>
      <p className="mt-1 text-[15px] text-slate-600">{t('review.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <Section icon={<UserRound className="size-4 text-primary-700" aria-hidden="true" />} title={t('review.you')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid grid-cols-2 gap-3 sm:col-span-2">
              {text(t('review.firstName'), 'firstName', draft.firstName, (v) => set({ firstName: v }), {
                'data-testid': 'review-first-name',
              })}
              {text(t('review.lastName'), 'lastName', draft.lastName, (v) => set({ lastName: v }))}
            </div>
            {text(t('review.role'), 'role', draft.role, (v) => set({ role: v }), { 'data-testid': 'review-role' })}
            {text(t('review.email'), 'email', draft.email, (v) => set({ email: v }), { type: 'email', autoComplete: 'email' })}
            {text(t('review.phone'), 'phone', draft.phone, (v) => set({ phone: v }), { type: 'tel' })}
            {text(t('review.location'), 'address', draft.address, (v) => set({ address: v }))}
          </div>
        </Section>

        <Section icon={<BriefcaseBusiness className="size-4 text-primary-700" aria-hidden="true" />} title={t('review.work')}>
          {work.length === 0 && <p className="mb-3 text-sm text-amber-800">{t('review.noWork')}</p>}
          <ol className="space-y-3">
            {work.map((w, i) => (
              <Entry
                key={i}
                testId="review-work"
                label={t('review.job', { n: i + 1 })}
                removeLabel={t('review.removeJob', { n: i + 1 })}
                onRemove={() => set({ work: work.filter((_, j) => j !== i) })}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  {text(t('review.company'), `work.${i}.company`, w.company, (v) => setWork(i, { company: v }), {
                    'data-testid': 'review-company',
                  })}
                  {text(t('review.jobTitle'), `work.${i}.role`, w.role, (v) => setWork(i, { role: v }), {
                    'data-testid': 'review-job-title',
                  })}
                  <div className="grid grid-cols-2 gap-3 sm:col-span-2">
                    {date(t('review.start'), `work.${i}.start`, w.start, (v) => setWork(i, { start: v }))}
                    {date(t('review.end'), `work.${i}.end`, w.end, (v) => setWork(i, { end: v }), !!w.current)}
                  </div>
                </div>
                <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary-700"
                    checked={!!w.current}
                    onChange={(e) => setWork(i, { current: e.target.checked, ...(e.target.checked ? { end: '' } : {}) })}
                  />
                  {t('review.current')}
                </label>
              </Entry>
            ))}
          </ol>
          <AddButton
            disabled={work.length >= 15}
            onClick={() =>
              set({ work: [...work, { company: '', role: '', location: '', description: '', start: '', end: '', current: false }] })
            }
          >
            {t('review.addJob')}
          </AddButton>
        </Section>

        <Section icon={<GraduationCap className="size-4 text-primary-700" aria-hidden="true" />} title={t('review.education')}>
          <ol className="space-y-3">
            {education.map((e, i) => (
              <Entry
                key={i}
                testId="review-education"
                label={t('review.course', { n: i + 1 })}
                removeLabel={t('review.removeCourse', { n: i + 1 })}
                onRemove={() => set({ education: education.filter((_, j) => j !== i) })}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <div className="sm:col-span-2">
                    {text(t('review.school'), `education.${i}.school`, e.school, (v) => setEducation(i, { school: v }))}
                  </div>
                  {text(t('review.degree'), `education.${i}.degree`, e.degree, (v) => setEducation(i, { degree: v }))}
                  {text(t('review.major'), `education.${i}.major`, e.major, (v) => setEducation(i, { major: v }))}
                  <div className="grid grid-cols-2 gap-3 sm:col-span-2">
                    {date(t('review.start'), `education.${i}.start`, e.start, (v) => setEducation(i, { start: v }))}
                    {date(t('review.end'), `education.${i}.end`, e.end, (v) => setEducation(i, { end: v }))}
                  </div>
                </div>
              </Entry>
            ))}
          </ol>
          <AddButton
            disabled={education.length >= 10}
            onClick={() => set({ education: [...education, { school: '', major: '', degree: '', start: '', end: '' }] })}
          >
            {t('review.addCourse')}
          </AddButton>
        </Section>

        <Section icon={<Sparkles className="size-4 text-primary-700" aria-hidden="true" />} title={t('review.skills')}>
          <Field
            label={t('review.skillsLabel')}
            value={skills}
            placeholder={t('review.skillsPlaceholder')}
            onChange={(e) => setSkills(e.target.value)}
            data-testid="review-skills"
          />
        </Section>

        {Object.keys(errors).length > 0 && (
          <p role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
            {t('review.fix')}
          </p>
        )}
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto" data-testid="review-confirm">
            {confirmLabel}
          </Button>
          {footer}
        </div>
      </form>
    </Card>
  );
}
