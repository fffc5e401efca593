import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { TextField } from '@/components/ui';
import { cn } from '@/lib/cn';
import { maskMonthYear, normaliseMonthYear } from '../lib/month-year';

/** The builder's inputs: the shared TextField, a textarea in the same style, and the MM/YYYY input. */

/** A required field's label ends in "*" and the input says aria-required. */
export function Field({
  required,
  label,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; required?: boolean }) {
  return <TextField label={required ? `${label} *` : label} aria-required={required || undefined} {...rest} />;
}

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; required?: boolean }
>(function TextArea({ label, error, required, className, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {required ? `${label} *` : label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={4}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'w-full rounded-xl border bg-white px-4 py-3 text-base leading-relaxed text-slate-900 placeholder:text-slate-500',
          'transition-colors focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
          error ? 'border-rose-500' : 'border-slate-300 hover:border-slate-400',
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
});

/** MM/YYYY: the slash comes by itself while typing; "5/2021" or "2021-05" is tidied on leaving the field. */
export function MonthYearField({
  value,
  onValue,
  onBlur,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  error?: string;
  required?: boolean;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      placeholder="MM/YYYY"
      maxLength={7}
      onChange={(event) => onValue(maskMonthYear(event.target.value, value))}
      onBlur={(event) => {
        const tidy = normaliseMonthYear(event.target.value);
        if (tidy !== value) onValue(tidy);
        onBlur?.(event);
      }}
    />
  );
}
