/** A labelled bar with its counts ("3 / 5"), for letters written and emails sent. */
export function ProgressBar({ label, done, total, testId }: { label: string; done: number; total: number; testId?: string }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div data-testid={testId}>
      <div className="mb-1.5 flex items-center justify-between text-sm text-slate-700">
        <span>{label}</span>
        <span className="font-medium tabular-nums">
          {done} / {total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
