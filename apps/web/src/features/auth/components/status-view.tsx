import { CircleAlert, CircleCheck, Info, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, Spinner } from '@/components/ui';
import { cn } from '@/lib/cn';
import { AuthShell } from './auth-card';

export type StatusTone = 'working' | 'success' | 'error' | 'info' | 'mail';

const toneIcon: Record<StatusTone, { className: string; icon: ReactNode }> = {
  working: { className: 'bg-primary-50 text-primary-700', icon: <Spinner size="md" /> },
  success: { className: 'bg-emerald-50 text-emerald-700', icon: <CircleCheck className="size-7" aria-hidden="true" /> },
  error: { className: 'bg-rose-50 text-rose-700', icon: <CircleAlert className="size-7" aria-hidden="true" /> },
  info: { className: 'bg-primary-50 text-primary-700', icon: <Info className="size-7" aria-hidden="true" /> },
  mail: { className: 'bg-primary-50 text-primary-700', icon: <MailCheck className="size-7" aria-hidden="true" /> },
};

/**
 * One state of a flow (verifying, success, failed…): icon, heading, words, actions. The heading and text
 * sit in a live region so a change of state is announced.
 */
export function StatusView({
  tone,
  title,
  text,
  children,
  testId,
  state,
  footer,
}: {
  tone: StatusTone;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** `data-state` for tests: verifying, verified, failed… */
  state?: string;
  footer?: ReactNode;
}) {
  const { className, icon } = toneIcon[tone];
  return (
    <AuthShell footer={footer}>
      <Card className="p-6 text-center sm:p-8" data-testid={testId} data-state={state}>
        <div className={cn('mx-auto flex size-14 items-center justify-center rounded-full', className)}>{icon}</div>
        <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
          <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {text && <div className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</div>}
        </div>
        {children && <div className="mt-7 flex flex-col gap-3">{children}</div>}
      </Card>
    </AuthShell>
  );
}
