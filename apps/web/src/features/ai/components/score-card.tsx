import type { ScoreBand, ScoreResponse } from '@jobbridge/contracts';
import { Badge, Card, type BadgeTone } from '@/components/ui';
import { useAiText } from '../lib/use-ai-text';

const BAND_KEY: Record<ScoreBand, string> = { Excellent: 'excellent', Good: 'good', 'Needs Improvement': 'needsImprovement' };
const BAND_TONE: Record<ScoreBand, BadgeTone> = { Excellent: 'success', Good: 'primary', 'Needs Improvement': 'warning' };

/** The score 0-100, its band, and every suggestion with the points it wins back. */
export function ScoreCard({ result }: { result: ScoreResponse }) {
  const { t } = useAiText();
  return (
    <Card className="p-5 sm:p-6" data-testid="ai-score">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-5xl font-bold text-slate-900" data-testid="ai-score-value">
          {result.score}
          <span className="text-lg font-medium text-slate-500">/100</span>
        </p>
        <div>
          <span data-testid="ai-score-band">
            <Badge tone={BAND_TONE[result.band]}>{t(`bands.${BAND_KEY[result.band]}`)}</Badge>
          </span>
          {result.target.kind !== 'none' && (
            <p className="mt-1 text-sm text-slate-600">{t('score.target', { title: result.target.title })}</p>
          )}
        </div>
      </div>
      <h3 className="mt-5 font-semibold text-slate-900">{t('score.suggestions')}</h3>
      {result.suggestions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('score.noSuggestions')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {result.suggestions.map((s) => (
            <li
              key={s.id}
              data-testid="ai-suggestion"
              className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 p-3 text-[15px]"
            >
              <span className="text-slate-800">{s.text}</span>
              {s.points > 0 && (
                <span className="shrink-0 text-sm font-semibold text-primary-700">{t('score.points', { count: s.points })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.keyTerms.missing.length > 0 && (
        <p className="mt-4 text-sm text-slate-600">
          {t('score.missing')} {result.keyTerms.missing.join(', ')}
        </p>
      )}
    </Card>
  );
}
