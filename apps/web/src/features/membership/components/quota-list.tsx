import { RESUME_TEMPLATES, type Quota } from '@jobbridge/contracts';
import { cn } from '@/lib/cn';
import { useMembershipText } from '../lib/use-membership-text';

/** What is left of each feature: a bar for the counted ones, the cap for the others. */
export function QuotaList({ quotas }: { quotas: Quota[] }) {
  const { t, date } = useMembershipText();
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="quota-list">
      {quotas.map((q) => {
        const counted = q.used !== null;
        const share = q.limit > 0 && counted ? Math.min(100, Math.round(((q.used ?? 0) / q.limit) * 100)) : 0;
        const value =
          q.limit === 0
            ? t('quotas.none')
            : counted
              ? t('quotas.left', { remaining: q.remaining, limit: q.limit })
              : t('quotas.upTo', { limit: q.feature === 'resume' ? Math.min(q.limit, RESUME_TEMPLATES.length) : q.limit });
        return (
          <li key={q.feature} className="rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3" data-testid={`quota-${q.feature}`}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-[15px] font-medium text-slate-800">{t(`quotas.${q.feature}`)}</span>
              <span className={cn('text-sm tabular-nums', q.limit === 0 ? 'text-slate-500' : 'text-slate-700')} data-testid="quota-value">
                {value}
              </span>
            </div>
            {counted && q.limit > 0 && (
              <>
                <div
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200"
                  role="progressbar"
                  aria-label={t(`quotas.${q.feature}`)}
                  aria-valuemin={0}
                  aria-valuemax={q.limit}
                  aria-valuenow={q.used ?? 0}
                >
                  <div
                    className={cn('h-full rounded-full', q.remaining === 0 ? 'bg-amber-500' : 'bg-primary-600')}
                    style={{ width: `${share}%` }}
                  />
                </div>
                {q.resetsAt && <p className="mt-1.5 text-xs text-slate-500">{t('quotas.resets', { date: date(q.resetsAt) })}</p>}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
