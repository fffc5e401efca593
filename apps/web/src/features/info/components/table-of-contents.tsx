import { usePagesText } from '../hooks/use-pages-text';
import { focusRing } from './styles';
import { cn } from '@/lib/cn';

export interface TocEntry {
  id: string;
  label: string;
}

export function TableOfContents({ entries, className = '' }: { entries: TocEntry[]; className?: string }) {
  const { text } = usePagesText();
  return (
    <nav
      aria-labelledby="info-toc-heading"
      className={`rounded-xl border border-slate-200 bg-slate-50 p-4 lg:border-0 lg:bg-transparent lg:p-0 ${className}`}
    >
      <h2 id="info-toc-heading" className="text-sm font-semibold text-slate-900">
        {text('common.onThisPage')}
      </h2>
      <ol className="mt-2 space-y-1 text-sm lg:border-l lg:border-slate-200">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={cn(
                'block py-1 text-slate-600 hover:text-primary-700 lg:-ml-px lg:border-l-2 lg:border-transparent',
                'lg:pl-3 lg:hover:border-primary-400',
                focusRing,
              )}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
