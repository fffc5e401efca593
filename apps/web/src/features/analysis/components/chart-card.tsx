import { Table2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { cn } from '@/lib/cn';

/**
 * A chart with what it shows in words: the title, a one-line summary (also the chart's text for screen readers,
 * the chart itself being hidden from them) and the same figures as a table behind "show as table".
 */
export function ChartCard({
  id,
  title,
  summary,
  columns,
  rows,
  children,
  note,
  className,
}: {
  id: string;
  title: string;
  summary: string;
  columns: [string, string];
  rows: [string, string][];
  children: ReactNode;
  note?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('analysis');
  return (
    <Card className={cn('flex min-w-0 flex-col p-4 sm:p-6', className)} data-testid={`chart-${id}`}>
      <section aria-labelledby={`${id}-title`} className="flex flex-1 flex-col">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed text-slate-600" data-testid={`chart-${id}-summary`}>
          {summary}
        </p>
        <div className="mt-3 flex-1">{children}</div>
        {note && <p className="mt-2 text-sm text-slate-500">{note}</p>}
        {rows.length > 0 && (
          <details className="group mt-3 text-sm">
            <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1 font-medium text-primary-700 hover:bg-primary-50">
              <Table2 className="size-4" aria-hidden="true" />
              {t('showTable')}
            </summary>
            <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead className="sticky top-0 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {columns[0]}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {columns[1]}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(([label, value]) => (
                    <tr key={label} className="border-t border-slate-100">
                      <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">
                        {label}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums text-slate-900">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}
      </section>
    </Card>
  );
}
