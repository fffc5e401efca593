import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Card } from '@/components/ui';
import { addEntry, moveEntry, removeEntry } from '../lib/entries';
import { useResumesText } from '../lib/use-resumes-text';
import { Field, MonthYearField, TextArea } from './fields';

type Education = NonNullable<ResumeProfileDraft['education']>[number];
type Work = NonNullable<ResumeProfileDraft['work']>[number];
type Section = 'education' | 'work';

const MAX = { education: 10, work: 15 } as const;
const emptyEducation = (): Education => ({ school: '', major: '', degree: '', start: '', end: '' });
const emptyWork = (): Work => ({ company: '', role: '', location: '', description: '', start: '', end: '', current: false });
const COUNTRIES = [
  'United Kingdom',
  'United States',
  'China',
  'Hong Kong',
  'Taiwan',
  'Singapore',
  'Malaysia',
  'India',
  'Canada',
  'Australia',
  'Ireland',
  'Germany',
  'France',
];

let keySeq = 0;
const newKey = () => `entry-${(keySeq += 1)}`;

export interface ProfileFormProps {
  draft: ResumeProfileDraft;
  onChange: (draft: ResumeProfileDraft) => void;
  /** Visible errors (codes) by field path. */
  errors: Record<string, string>;
  onFieldBlur: (path: string) => void;
  /** Called with the new index of each old one after entries move or go, so errors can follow. */
  onReorder: (section: Section, order: number[]) => void;
}

/** The builder's form (docs/product.md §3): personal details, education and work entries (add, remove, reorder). */
export function ProfileForm({ draft, onChange, errors, onFieldBlur, onReorder }: ProfileFormProps) {
  const { t, errorText } = useResumesText();
  const err = (path: string) => (errors[path] ? errorText(errors[path]) : undefined);
  const set = (patch: Partial<ResumeProfileDraft>) => onChange({ ...draft, ...patch });
  const text = (
    name: keyof ResumeProfileDraft & string,
    options: { required?: boolean; type?: string; autoComplete?: string; className?: string } = {},
  ) => (
    <Field
      label={t(`form.${name}`)}
      name={name}
      required={options.required}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      className={options.className}
      value={(draft[name] as string | undefined) ?? ''}
      error={err(name)}
      data-testid={`field-${name}`}
      onChange={(event) => set({ [name]: event.target.value })}
      onBlur={() => onFieldBlur(name)}
    />
  );

  const education = draft.education ?? [];
  const work = draft.work ?? [];
  const [keys, setKeys] = useState(() => ({ education: education.map(newKey), work: work.map(newKey) }));
  // Entries replaced from outside (an import, a restored draft): new keys for the new list.
  useEffect(() => {
    setKeys((k) => ({
      education: k.education.length === education.length ? k.education : education.map(newKey),
      work: k.work.length === work.length ? k.work : work.map(newKey),
    }));
  }, [education.length, work.length]);

  // After a move with the keyboard, focus stays on the button that moved the entry.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const move = (section: Section, from: number, to: number, direction: 'up' | 'down') => {
    const list = section === 'education' ? education : work;
    if (to < 0 || to >= list.length) return;
    const order = moveEntry(
      list.map((_, i) => i),
      from,
      to,
    );
    setKeys((k) => ({ ...k, [section]: moveEntry(k[section], from, to) }));
    focusAfter.current = `${section}-${to}-${to === 0 && direction === 'up' ? 'down' : to === list.length - 1 && direction === 'down' ? 'up' : direction}`;
    onReorder(section, order);
    set({ [section]: moveEntry(list, from, to) });
  };
  const remove = (section: Section, index: number) => {
    const list = section === 'education' ? education : work;
    onReorder(
      section,
      removeEntry(
        list.map((_, i) => i),
        index,
      ),
    );
    setKeys((k) => ({ ...k, [section]: removeEntry(k[section], index) }));
    set({ [section]: removeEntry(list, index) });
  };
  const add = (section: Section) => {
    setKeys((k) => ({ ...k, [section]: addEntry(k[section], newKey(), MAX[section]) }));
    if (section === 'education') set({ education: addEntry(education, emptyEducation(), MAX.education) });
    else set({ work: addEntry(work, emptyWork(), MAX.work) });
    focusAfter.current = `${section}-${section === 'education' ? education.length : work.length}-first`;
  };

  const entryControls = (section: Section, index: number, count: number, label: string) => (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        id={`${section}-${index}-up`}
        variant="ghost"
        size="sm"
        aria-label={t('entries.moveUp', { item: label })}
        disabled={index === 0}
        onClick={() => move(section, index, index - 1, 'up')}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        id={`${section}-${index}-down`}
        variant="ghost"
        size="sm"
        aria-label={t('entries.moveDown', { item: label })}
        disabled={index === count - 1}
        onClick={() => move(section, index, index + 1, 'down')}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-rose-700 hover:bg-rose-50 hover:text-rose-800"
        aria-label={t('entries.remove', { item: label })}
        onClick={() => remove(section, index)}
        data-testid={`${section}-${index}-remove`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('form.personal')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('form.requiredNote')}</p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {text('firstName', { required: true, autoComplete: 'given-name' })}
          {text('lastName', { required: true, autoComplete: 'family-name' })}
          {text('role', { required: true, autoComplete: 'organization-title', className: 'sm:col-span-2' })}
          {text('email', { required: true, type: 'email', autoComplete: 'email' })}
          {text('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
          <Field
            label={t('form.country')}
            name="country"
            required
            list="resume-countries"
            autoComplete="country-name"
            value={draft.country ?? ''}
            error={err('country')}
            data-testid="field-country"
            placeholder={t('form.countryPlaceholder')}
            onChange={(event) => set({ country: event.target.value })}
            onBlur={() => onFieldBlur('country')}
          />
          <datalist id="resume-countries">
            {COUNTRIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {text('address', { required: true, autoComplete: 'street-address' })}
          <TextArea
            label={t('form.aboutMe')}
            required
            className="sm:col-span-2"
            value={draft.aboutMe ?? ''}
            error={err('aboutMe')}
            data-testid="field-aboutMe"
            placeholder={t('form.aboutMePlaceholder')}
            onChange={(event) => set({ aboutMe: event.target.value })}
            onBlur={() => onFieldBlur('aboutMe')}
          />
          {text('linkedin', { type: 'url' })}
          {text('github', { type: 'url' })}
          {text('portfolio', { type: 'url', className: 'sm:col-span-2' })}
        </div>
      </Card>

      <Card className="p-5 sm:p-6" data-testid="education-section">
        <h2 className="text-lg font-semibold text-slate-900">{t('form.education')}</h2>
        {err('education') && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {err('education')}
          </p>
        )}
        <ol className="mt-4 space-y-4">
          {education.map((entry, i) => {
            const label = t('entries.educationItem', { n: i + 1 });
            const path = (f: string) => `education.${i}.${f}`;
            const setEntry = (patch: Partial<Education>) => set({ education: education.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
            return (
              <li
                key={keys.education[i] ?? i}
                className="rounded-xl border border-slate-200 p-4"
                data-testid={`education-${i}`}
                aria-label={label}
              >
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="font-medium text-slate-800">{label}</h3>
                  {entryControls('education', i, education.length, label)}
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    id={`education-${i}-first`}
                    label={t('form.school')}
                    required
                    className="sm:col-span-2"
                    value={entry.school ?? ''}
                    error={err(path('school'))}
                    onChange={(e) => setEntry({ school: e.target.value })}
                    onBlur={() => onFieldBlur(path('school'))}
                  />
                  <Field
                    label={t('form.major')}
                    required
                    value={entry.major ?? ''}
                    error={err(path('major'))}
                    onChange={(e) => setEntry({ major: e.target.value })}
                    onBlur={() => onFieldBlur(path('major'))}
                  />
                  <Field
                    label={t('form.degree')}
                    required
                    value={entry.degree ?? ''}
                    error={err(path('degree'))}
                    onChange={(e) => setEntry({ degree: e.target.value })}
                    onBlur={() => onFieldBlur(path('degree'))}
                  />
                  <MonthYearField
                    label={t('form.start')}
                    required
                    value={entry.start ?? ''}
                    error={err(path('start'))}
                    onValue={(v) => setEntry({ start: v })}
                    onBlur={() => onFieldBlur(path('start'))}
                  />
                  <MonthYearField
                    label={t('form.end')}
                    required
                    value={entry.end ?? ''}
                    error={err(path('end'))}
                    onValue={(v) => setEntry({ end: v })}
                    onBlur={() => onFieldBlur(path('end'))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="subtle"
          className="mt-4"
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={education.length >= MAX.education}
          onClick={() => add('education')}
          data-testid="add-education"
        >
          {t('entries.addEducation')}
        </Button>
      </Card>

      <Card className="p-5 sm:p-6" data-testid="work-section">
        <h2 className="text-lg font-semibold text-slate-900">{t('form.work')}</h2>
        {err('work') && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {err('work')}
          </p>
        )}
        <ol className="mt-4 space-y-4">
          {work.map((entry, i) => {
            const label = t('entries.workItem', { n: i + 1 });
            const path = (f: string) => `work.${i}.${f}`;
            const setEntry = (patch: Partial<Work>) => set({ work: work.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
            return (
              <li key={keys.work[i] ?? i} className="rounded-xl border border-slate-200 p-4" data-testid={`work-${i}`} aria-label={label}>
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="font-medium text-slate-800">{label}</h3>
                  {entryControls('work', i, work.length, label)}
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    id={`work-${i}-first`}
                    label={t('form.company')}
                    required
                    value={entry.company ?? ''}
                    error={err(path('company'))}
                    onChange={(e) => setEntry({ company: e.target.value })}
                    onBlur={() => onFieldBlur(path('company'))}
                  />
                  <Field
                    label={t('form.workRole')}
                    required
                    value={entry.role ?? ''}
                    error={err(path('role'))}
                    onChange={(e) => setEntry({ role: e.target.value })}
                    onBlur={() => onFieldBlur(path('role'))}
                  />
                  <Field
                    label={t('form.location')}
                    required
                    className="sm:col-span-2"
                    value={entry.location ?? ''}
                    error={err(path('location'))}
                    onChange={(e) => setEntry({ location: e.target.value })}
                    onBlur={() => onFieldBlur(path('location'))}
                  />
                  <MonthYearField
                    label={t('form.start')}
                    required
                    value={entry.start ?? ''}
                    error={err(path('start'))}
                    onValue={(v) => setEntry({ start: v })}
                    onBlur={() => onFieldBlur(path('start'))}
                  />
                  <MonthYearField
                    label={t('form.end')}
                    required={!entry.current}
                    disabled={entry.current}
                    value={entry.current ? '' : (entry.end ?? '')}
                    placeholder={entry.current ? t('form.present') : 'MM/YYYY'}
                    error={entry.current ? undefined : err(path('end'))}
                    onValue={(v) => setEntry({ end: v })}
                    onBlur={() => onFieldBlur(path('end'))}
                  />
                  <label className="flex items-center gap-2.5 text-[15px] text-slate-800 sm:col-span-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-700"
                      checked={entry.current ?? false}
                      // "Currently working here" clears the end date (and the server drops it too).
                      onChange={(e) => setEntry({ current: e.target.checked, ...(e.target.checked ? { end: '' } : {}) })}
                    />
                    {t('form.current')}
                  </label>
                  <TextArea
                    label={t('form.description')}
                    required
                    className="sm:col-span-2"
                    value={entry.description ?? ''}
                    error={err(path('description'))}
                    placeholder={t('form.descriptionPlaceholder')}
                    onChange={(e) => setEntry({ description: e.target.value })}
                    onBlur={() => onFieldBlur(path('description'))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="subtle"
          className="mt-4"
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={work.length >= MAX.work}
          onClick={() => add('work')}
          data-testid="add-work"
        >
          {t('entries.addWork')}
        </Button>
      </Card>
    </div>
  );
}
