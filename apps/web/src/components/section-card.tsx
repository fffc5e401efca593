import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui';
import { cn } from '@/lib/cn';

/** One settings section: a card with an icon, a heading (h2) and a short description. */
export function SectionCard({
  id,
  icon: Icon,
  title,
  description,
  children,
  tone = 'default',
  testId,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  testId?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} data-testid={testId} className="scroll-mt-24">
      <Card className={cn('p-5 sm:p-6', tone === 'danger' && 'border-rose-200')}>
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-xl',
              tone === 'danger' ? 'bg-rose-50 text-rose-700' : 'bg-primary-50 text-primary-700',
            )}
            aria-hidden="true"
          >
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-[15px] text-slate-600">{description}</p>}
          </div>
        </div>
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}
