import type { JobCard } from '@jobbridge/contracts';
import { Bookmark, BookmarkCheck, CircleCheck, Circle, Zap, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useJobMarks, type MarkField } from '../lib/use-marks';
import { useJobsText } from '../lib/use-jobs-text';

const FIELDS: { field: MarkField; on: LucideIcon; off: LucideIcon; onClass: string }[] = [
  { field: 'saved', on: BookmarkCheck, off: Bookmark, onClass: 'border-primary-300 bg-primary-50 text-primary-800' },
  { field: 'applied', on: CircleCheck, off: Circle, onClass: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
  { field: 'flash', on: Zap, off: Zap, onClass: 'border-amber-300 bg-amber-50 text-amber-900' },
];

/** Save / Applied / Flash list toggles (aria-pressed); from a card (`compact`) or the detail view. */
export function MarkButtons({
  job,
  compact = false,
  className,
}: {
  job: Pick<JobCard, 'id' | 'title' | 'marks'>;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useJobsText();
  const marks = useJobMarks();
  return (
    <div role="group" aria-label={t('marks.group', { title: job.title })} className={cn('flex flex-wrap gap-2', className)}>
      {FIELDS.map(({ field, on, off, onClass }) => {
        const pressed = job.marks[field];
        const Icon = pressed ? on : off;
        const label = t(`marks.${field}.${pressed ? 'on' : 'off'}${compact ? 'Short' : ''}`);
        return (
          <button
            key={field}
            type="button"
            data-testid={`mark-${field}`}
            aria-pressed={pressed}
            title={compact ? t(`marks.${field}.${pressed ? 'on' : 'off'}`) : undefined}
            disabled={marks.isPending(job.id, field)}
            onClick={() => marks.toggle(job, field)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-lg border font-medium whitespace-nowrap transition-colors disabled:opacity-70',
              compact ? 'h-8 px-2.5 text-[13px]' : 'h-10 px-3.5 text-sm',
              pressed ? onClass : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
            )}
          >
            <Icon className={cn(compact ? 'size-3.5' : 'size-4', field === 'flash' && pressed && 'fill-current')} aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
