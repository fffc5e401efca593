import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useJobsText } from '../lib/use-jobs-text';

/** The pages to offer around `page`: first, last, neighbours, with gaps as null. */
function pageWindow(page: number, last: number): (number | null)[] {
  const pages = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Page links (Back works, each page has its own URL). */
export function Pagination({
  page,
  last,
  hrefFor,
  onNavigate,
  className,
}: {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
  className?: string;
}) {
  const { t } = useJobsText();
  if (last <= 1) return null;
  const item = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-medium';
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}
      data-testid="pagination"
    >
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          onClick={onNavigate}
          className={cn(item, 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
          rel="prev"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('pagination.previous')}
        </Link>
      ) : null}
      <ul className="flex items-center gap-1">
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                onClick={onNavigate}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
                className={cn(item, p === page ? 'bg-primary-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < last ? (
        <Link
          to={hrefFor(page + 1)}
          onClick={onNavigate}
          className={cn(item, 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
          rel="next"
        >
          {t('pagination.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
