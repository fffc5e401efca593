import { AI_ROLES, type AiRoleId, type ResumeProfileDraft } from '@jobbridge/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, Card } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useAiRoles } from '../api/ai-helper';
import { useResumesText } from '../lib/use-resumes-text';
import { AiHelper } from './ai-helper';
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

export interface ProfileFormProps {
  /** The builder's form: the draft's values, touched fields and entry lists live there. */
  form: UseFormReturn<ResumeProfileDraft>;
  /** Visible errors (codes) by field path. */
  errors: Record<string, string>;
}

type TextName = Exclude<keyof ResumeProfileDraft, 'education' | 'work'>;
type EntryName = `education.${number}.${keyof Education}` | `work.${number}.${Exclude<keyof Work, 'current'>}`;

/** The list role whose name (English or Chinese) is what the person typed as their Role, if any. */
function listRole(typed: string | undefined): AiRoleId | '' {
  const name = (typed ?? '').trim().toLowerCase();
  return AI_ROLES.find((r) => r.en.toLowerCase() === name || r.cn === name)?.id ?? '';
}

/** The builder's form (docs/product.md §3): personal details, education and work entries (add, remove, reorder). */
export function ProfileForm({ form, errors }: ProfileFormProps) {
  const { t, errorText, language } = useResumesText();
  const roles = useAiRoles(language);
  // The AI helper's role from the list: chosen (or unchosen), else the one the typed Role names.
  const [chosenRole, setChosenRole] = useState<AiRoleId | '' | null>(null);
  const { control } = form;
  const err = (path: string) => (errors[path] ? errorText(errors[path]) : undefined);
  // Controlled inputs: a field the draft lacks stays out of what is saved until it is typed in.
  const text = (name: TextName, options: { required?: boolean; type?: string; autoComplete?: string; className?: string } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field
          label={t(`form.${name}`)}
          name={name}
          required={options.required}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          className={options.className}
          value={field.value ?? ''}
          error={err(name)}
          data-testid={`field-${name}`}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  const entryText = (name: EntryName, props: Omit<ComponentProps<typeof Field>, 'value' | 'onChange' | 'onBlur' | 'error'>) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field
          {...props}
          value={field.value ?? ''}
          error={err(name)}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  const entryDate = (name: EntryName, label: string, options: { current?: boolean } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MonthYearField
          label={label}
          required={!options.current}
          disabled={options.current}
          value={options.current ? '' : (field.value ?? '')}
          placeholder={options.current ? t('form.present') : 'MM/YYYY'}
          error={options.current ? undefined : err(name)}
          onValue={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  const educationArray = useFieldArray({ control, name: 'education' });
  const workArray = useFieldArray({ control, name: 'work' });
  const arrays = { education: educationArray, work: workArray };
  const education = educationArray.fields;
  const work = workArray.fields;
  const values = useWatch({ control });
  const aiRole = chosenRole ?? listRole(values.role);

  // After a move with the keyboard, focus stays on the button that moved the entry.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  // The field arrays carry each entry's values, touched fields and errors along when entries move or go.
  const move = (section: Section, from: number, to: number, direction: 'up' | 'down') => {
    const length = arrays[section].fields.length;
    if (to < 0 || to >= length) return;
    focusAfter.current = `${section}-${to}-${to === 0 && direction === 'up' ? 'down' : to === length - 1 && direction === 'down' ? 'up' : direction}`;
    arrays[section].move(from, to);
  };
  const remove = (section: Section, index: number) => arrays[section].remove(index);
  const add = (section: Section) => {
    const length = arrays[section].fields.length;
    if (length >= MAX[section]) return;
    if (section === 'education') educationArray.append(emptyEducation(), { shouldFocus: false });
    else workArray.append(emptyWork(), { shouldFocus: false });
    focusAfter.current = `${section}-${length}-first`;
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
          <div className="sm:col-span-2">
            <label htmlFor="ai-role" className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('aiHelper.roleLabel')}
            </label>
            <select
              id="ai-role"
              data-testid="ai-role"
              value={aiRole}
              onChange={(event) => setChosenRole(event.target.value as AiRoleId | '')}
              aria-describedby="ai-role-hint"
              className={cn(
                'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px]',
                'focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
              )}
            >
              <option value="">{t('aiHelper.rolePlaceholder')}</option>
              {(roles.data?.items ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
            <p id="ai-role-hint" className="mt-1 text-sm text-slate-600">
              {t('aiHelper.roleHint')}
            </p>
          </div>
          {text('email', { required: true, type: 'email', autoComplete: 'email' })}
          {text('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Field
                label={t('form.country')}
                name="country"
                required
                list="resume-countries"
                autoComplete="country-name"
                value={field.value ?? ''}
                error={err('country')}
                data-testid="field-country"
                placeholder={t('form.countryPlaceholder')}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <datalist id="resume-countries">
            {COUNTRIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {text('address', { required: true, autoComplete: 'street-address' })}
          <Controller
            control={control}
            name="aboutMe"
            render={({ field }) => (
              <TextArea
                label={t('form.aboutMe')}
                required
                className="sm:col-span-2"
                value={field.value ?? ''}
                error={err('aboutMe')}
                data-testid="field-aboutMe"
                placeholder={t('form.aboutMePlaceholder')}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <AiHelper form={form} kind="aboutMe" role={aiRole} />
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
            return (
              <li key={entry.id} className="rounded-xl border border-slate-200 p-4" data-testid={`education-${i}`} aria-label={label}>
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="font-medium text-slate-800">{label}</h3>
                  {entryControls('education', i, education.length, label)}
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  {entryText(`education.${i}.school`, {
                    id: `education-${i}-first`,
                    label: t('form.school'),
                    required: true,
                    className: 'sm:col-span-2',
                  })}
                  {entryText(`education.${i}.major`, { label: t('form.major'), required: true })}
                  {entryText(`education.${i}.degree`, { label: t('form.degree'), required: true })}
                  {entryDate(`education.${i}.start`, t('form.start'))}
                  {entryDate(`education.${i}.end`, t('form.end'))}
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
            const current = values.work?.[i]?.current ?? false;
            return (
              <li key={entry.id} className="rounded-xl border border-slate-200 p-4" data-testid={`work-${i}`} aria-label={label}>
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="font-medium text-slate-800">{label}</h3>
                  {entryControls('work', i, work.length, label)}
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  {entryText(`work.${i}.company`, { id: `work-${i}-first`, label: t('form.company'), required: true })}
                  {entryText(`work.${i}.role`, { label: t('form.workRole'), required: true })}
                  {entryText(`work.${i}.location`, { label: t('form.location'), required: true, className: 'sm:col-span-2' })}
                  {entryDate(`work.${i}.start`, t('form.start'))}
                  {entryDate(`work.${i}.end`, t('form.end'), { current })}
                  <label className="flex items-center gap-2.5 text-[15px] text-slate-800 sm:col-span-2">
                    <Controller
                      control={control}
                      name={`work.${i}.current`}
                      render={({ field }) => (
                        <input
                          type="checkbox"
                          className="size-4 accent-primary-700"
                          checked={field.value ?? false}
                          onChange={(e) => {
                            field.onChange(e.target.checked);
                            // "Currently working here" clears the end date (and the server drops it too).
                            if (e.target.checked) form.setValue(`work.${i}.end`, '');
                          }}
                        />
                      )}
                    />
                    {t('form.current')}
                  </label>
                  <Controller
                    control={control}
                    name={`work.${i}.description`}
                    render={({ field }) => (
                      <TextArea
                        label={t('form.description')}
                        required
                        className="sm:col-span-2"
                        value={field.value ?? ''}
                        error={err(`work.${i}.description`)}
                        placeholder={t('form.descriptionPlaceholder')}
                        onChange={(e) => field.onChange(e.target.value)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                  <AiHelper form={form} kind="work" workIndex={i} role={aiRole} />
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
