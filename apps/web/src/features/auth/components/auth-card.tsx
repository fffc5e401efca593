import type { ReactNode } from 'react';
import { Card } from '@/components/ui';
import { cn } from '@/lib/cn';

export interface AuthCardProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Under the card: "No account yet? Sign up" and the like. */
  footer?: ReactNode;
  /** A status view (verifying, success) instead of a form: centred text. */
  centred?: boolean;
  testId?: string;
  className?: string;
}

/** The page around a sign-in card: a soft band of colour, the card centred, a note under it. */
export function AuthShell({ children, footer, wide = false }: { children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  return (
    <div className="relative flex flex-1 justify-center overflow-hidden px-4 py-8 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-gradient-to-b from-primary-50 to-transparent"
      />
      <div className={cn('relative w-full', wide ? 'max-w-2xl' : 'max-w-[440px]')}>
        {children}
        {footer && <div className="mt-5 text-center text-[15px] text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}

/** The calm, centred card every sign-in page uses; one heading, one primary action. */
export function AuthCard({ icon, title, description, children, footer, centred = false, testId, className }: AuthCardProps) {
  return (
    <AuthShell footer={footer}>
      <Card className={cn('p-6 sm:p-8', centred && 'text-center', className)} data-testid={testId}>
        {icon && (
          <div
            className={cn('mb-5 flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-700', centred && 'mx-auto')}
          >
            {icon}
          </div>
        )}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {description && <div className="mt-2 text-[15px] leading-relaxed text-slate-600">{description}</div>}
        {children && <div className="mt-6">{children}</div>}
      </Card>
    </AuthShell>
  );
}
