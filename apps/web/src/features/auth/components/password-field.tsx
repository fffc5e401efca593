import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: string;
  /** Beside the label, e.g. "Forgot password?". */
  labelAside?: ReactNode;
}

/** A labelled password input with a show/hide button; errors are announced and linked. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, labelAside, className, id, ...rest },
  ref,
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-500">
          <LockKeyhole className="size-5" aria-hidden="true" />
        </span>
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-12 w-full rounded-xl border bg-white pr-12 pl-11 text-base text-slate-900 placeholder:text-slate-500',
            'transition-colors focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
            error ? 'border-rose-500' : 'border-slate-300 hover:border-slate-400',
          )}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={inputId}
          className={cn(
            'absolute inset-y-1 right-1 flex w-10 items-center justify-center rounded-lg text-slate-500',
            'hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-primary-500',
            'focus-visible:outline-none',
          )}
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          <span className="sr-only">{visible ? t('fields.hidePassword') : t('fields.showPassword')}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
