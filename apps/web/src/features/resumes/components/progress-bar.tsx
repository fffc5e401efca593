import { formatBytes } from '../lib/format';

/** An upload's progress: a bar with the percentage and the bytes sent (docs/design.md: long work shows progress). */
export function ProgressBar({ fraction, total, label }: { fraction: number; total: number; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div data-testid="upload-progress">
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm text-slate-700">
        <span>{label}</span>
        <span className="tabular-nums">
          {percent}% · {formatBytes(Math.round(total * Math.min(1, fraction)))} / {formatBytes(total)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
