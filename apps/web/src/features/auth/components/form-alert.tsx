import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: { box: 'border-rose-200 bg-rose-50 text-rose-900', icon: CircleAlert, iconClass: 'text-rose-600' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck, iconClass: 'text-emerald-600' },
  info: { box: 'border-primary-200 bg-primary-50 text-primary-900', icon: Info, iconClass: 'text-primary-600' },
} as const;

/** A message box with an icon and words (never colour alone); errors are announced. */
export function FormAlert({
  tone = 'error',
  children,
  className,
  testId,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn('flex gap-2.5 rounded-xl border px-3.5 py-3 text-left text-[15px] leading-snug', box, className)}
    >
      <Icon className={cn('mt-0.5 size-[18px] shrink-0', iconClass)} aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
