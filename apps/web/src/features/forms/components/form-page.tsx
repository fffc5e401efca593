import { CircleAlert, CircleCheck } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The frame of a public form page: a heading with an icon, an introduction, the form, and notes beside it. */
export function FormPage({
  icon,
  title,
  intro,
  aside,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  intro: string;
  aside: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-8 sm:px-6 sm:py-12" data-testid={testId}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-10">
        <Card className="p-5 sm:p-8">
          <div className="mb-6 flex items-start gap-4">
            <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">{icon}</div>
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{title}</h1>
              <p className="mt-1.5 text-[15px] text-slate-600">{intro}</p>
            </div>
          </div>
          {children}
        </Card>
        <aside className="space-y-4 text-[15px] text-slate-700">{aside}</aside>
      </div>
    </div>
  );
}

/** A note beside the form: a small heading and its text. */
export function AsideNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-1.5 leading-relaxed text-slate-600">{children}</div>
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input; its error is announced and linked like TextField's. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          'block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500',
          'transition-colors focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
          error ? 'border-rose-500' : 'border-slate-300 hover:border-slate-400',
        )}
        {...rest}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
});

/** The form's own error (a refusal that belongs to no field), announced. */
export function FormError({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex gap-2.5 rounded-xl border border-rose-200 bg-rose-50 px-3.5 py-3 text-[15px] text-rose-900"
    >
      <CircleAlert className="mt-0.5 size-[18px] shrink-0 text-rose-600" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** What a sender sees after sending: thanks, what happens next, and ways on. */
export function Sent({ title, text, again, testId }: { title: string; text: string; again: () => void; testId: string }) {
  const { t } = useTranslation('forms');
  // The form is gone: move focus (and a screen reader) to the thanks, at the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-10 sm:px-6 sm:py-16">
      <Card className="mx-auto max-w-xl p-6 text-center sm:p-10" data-testid={testId}>
        <div role="status" aria-live="polite">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-8" aria-hidden="true" />
          </div>
          <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none">
            {title}
          </h1>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
        </div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.jobs} size="lg">
            {t('sent.searchJobs')}
          </ButtonLink>
          <Button variant="ghost" size="lg" onClick={again} data-testid={`${testId}-again`}>
            {t('sent.again')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
