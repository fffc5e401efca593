import type { MatchResponse, ScoreBand } from '@jobbridge/contracts';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, type BadgeTone } from '@/components/ui';

const BAND_KEY: Record<ScoreBand, string> = { Excellent: 'excellent', Good: 'good', 'Needs Improvement': 'needsImprovement' };
const BAND_TONE: Record<ScoreBand, BadgeTone> = { Excellent: 'success', Good: 'primary', 'Needs Improvement': 'warning' };

/** A resume matched to a job: the score and band, the job's key terms found and missing, and what to change. */
export function MatchResult({ result, className }: { result: MatchResponse; className?: string }) {
  const { t } = useTranslation('ai');
  return (
    <Card className={className ?? 'p-5 sm:p-6'} data-testid="ai-match">
      <h3 className="mb-2 text-base font-semibold text-slate-900">{t('match.heading')}</h3>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-4xl font-bold text-slate-900" data-testid="ai-match-score">
          {result.score}
          <span className="text-base font-medium text-slate-500">/100</span>
        </p>
        <div className="min-w-0">
          <span data-testid="ai-match-band">
            <Badge tone={BAND_TONE[result.band]}>{t(`bands.${BAND_KEY[result.band]}`)}</Badge>
          </span>
          {result.target.title && (
            <p className="mt-1 text-sm break-words text-slate-600">{t('match.for', { title: result.target.title })}</p>
          )}
        </div>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <section data-testid="ai-match-found">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
            {t('match.found', { count: result.found.length })}
          </h3>
          {result.found.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('match.noneFound')}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {result.found.map((f) => (
                <li
                  key={f.term}
                  className="rounded-full bg-emerald-50 px-2.5 py-1 text-[13px] text-emerald-900"
                  title={t(`match.place.${f.place}`)}
                >
                  {f.term}
                  {f.place === 'listed' && <span className="text-emerald-700"> · {t('match.place.listedShort')}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section data-testid="ai-match-missing">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <CircleAlert className="size-4 text-amber-600" aria-hidden="true" />
            {t('match.missing', { count: result.missing.length })}
          </h3>
          {result.missing.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('match.noneMissing')}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {result.missing.map((term) => (
                <li key={term} className="rounded-full bg-amber-50 px-2.5 py-1 text-[13px] text-amber-900">
                  {term}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {result.changes.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('match.changes')}</h3>
          <ul className="mt-2 space-y-2">
            {result.changes.map((change) => (
              <li key={change} data-testid="ai-match-change" className="rounded-lg bg-slate-50 px-3 py-2.5 text-[15px] text-slate-800">
                {change}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
