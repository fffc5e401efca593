import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** Stars shown for a rating (read only), with the number for screen readers in `label`. */
export function Stars({ value, label, size = 'sm' }: { value: number; label: string; size?: 'sm' | 'lg' }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, value - n + 1));
        return (
          <span key={n} className="relative inline-block" aria-hidden="true">
            <Star className={cn(size === 'lg' ? 'size-6' : 'size-4', 'text-slate-300')} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn(size === 'lg' ? 'size-6' : 'size-4', 'fill-amber-400 text-amber-500')} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** Choosing 1 to 5 stars: a radio group (arrow keys move, the legend names it). */
export function StarInput({
  value,
  onChange,
  legend,
  labelFor,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  labelFor: (n: number) => string;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex items-center gap-1" data-testid="review-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="group cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-200">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={labelFor(n)}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                value !== null && n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300 group-hover:text-amber-400',
              )}
            />
          </label>
        ))}
        {value !== null && <span className="ml-2 text-sm text-slate-600">{labelFor(value)}</span>}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
