import type { FlashResumeRef } from '@jobbridge/contracts';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAttachableResumes } from '../api/flash';
import { useFlashText } from '../lib/use-flash-text';

export const resumeKey = (ref: FlashResumeRef) => `${ref.kind}:${ref.id}`;

export function parseResumeKey(key: string): FlashResumeRef | null {
  const [kind, id] = key.split(':');
  return (kind === 'resume' || kind === 'profile') && id ? { kind, id } : null;
}

export const fieldClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-[15px] text-slate-900 hover:border-slate-400 ' +
  'focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100 aria-invalid:border-rose-500';

/** The resume to attach: a PDF of the person's resume manager (a builder profile is there once finished). */
export function ResumePicker({
  value,
  onChange,
  error,
  disabled,
  id = 'flash-resume',
}: {
  value: string;
  onChange: (key: string) => void;
  error?: string;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useFlashText();
  const resumes = useAttachableResumes();
  if (resumes.isPending) return <Skeleton className="h-11 w-full" />;
  const options = (resumes.data?.items ?? []).map((r) => ({ key: `resume:${r.id}`, label: r.alias }));
  if (options.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-600" data-testid="flash-no-resume">
        {t('resume.none')}{' '}
        <Link to={paths.resumesManage} className="font-medium text-primary-700 underline underline-offset-2">
          {t('resume.add')}
        </Link>
      </p>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('resume.label')}
      </label>
      <select
        id={id}
        className={fieldClass}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('resume.choose')}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
