import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useFlashText } from '../lib/use-flash-text';

export const STEPS = ['select', 'generate', 'edit', 'confirm', 'success'] as const;
export type Step = (typeof STEPS)[number];

/** Where the person is in select → generate → edit → confirm → success. */
export function Stepper({ step }: { step: Step }) {
  const { t } = useFlashText();
  const at = STEPS.indexOf(step);
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      <ol className="flex items-center gap-1 sm:gap-2">
        {STEPS.map((name, index) => {
          const done = index < at;
          const current = index === at;
          return (
            <li key={name} className="flex min-w-0 flex-1 items-center gap-1.5 sm:gap-2" aria-current={current ? 'step' : undefined}>
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-1 ring-inset',
                  done && 'bg-primary-700 text-white ring-primary-700',
                  current && 'bg-primary-50 text-primary-800 ring-primary-600',
                  !done && !current && 'bg-white text-slate-500 ring-slate-300',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={cn(
                  'truncate text-sm',
                  current ? 'font-semibold text-slate-900' : 'text-slate-600',
                  !current && 'hidden sm:inline',
                )}
              >
                {t(`steps.${name}`)}
              </span>
              {index < STEPS.length - 1 && <span aria-hidden="true" className="h-px min-w-2 flex-1 bg-slate-200" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
