import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useFlashText } from '../lib/use-flash-text';

const STEPS = ['select', 'generate', 'edit', 'confirm', 'success'] as const;
export type Step = (typeof STEPS)[number];

/** Where the person is in select → generate → edit → confirm → success (`complete`: the last step is done too). */
export function Stepper({ step, complete = false }: { step: Step; complete?: boolean }) {
  const { t } = useFlashText();
  const at = STEPS.indexOf(step);
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      {/* Small screens: the circles only, and the current step in words underneath. */}
      <ol className="flex items-center gap-1 sm:gap-2">
        {STEPS.map((name, index) => {
          const done = index < at || (complete && index === at);
          const current = index === at && !complete;
          return (
            <li
              key={name}
              className="flex min-w-0 flex-1 items-center gap-1.5 last:flex-none sm:gap-2"
              aria-current={index === at ? 'step' : undefined}
            >
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
              <span className={cn('hidden truncate text-sm sm:inline', index === at ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                {t(`steps.${name}`)}
              </span>
              {index < STEPS.length - 1 && <span aria-hidden="true" className="h-px min-w-2 flex-1 bg-slate-200" />}
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm text-slate-700 sm:hidden" data-testid="flash-step-name">
        {t('steps.position', { current: at + 1, total: STEPS.length, name: t(`steps.${step}`) })}
      </p>
    </nav>
  );
}
