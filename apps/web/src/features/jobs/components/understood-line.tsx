import type { UnderstoodTerm } from '@jobbridge/contracts';
import { Languages, MapPin } from 'lucide-react';
import { useJobsText } from '../lib/use-jobs-text';

/**
 * Under the search box: what the Chinese in the search was understood as ("伦敦 → London · 会计 → accountant"),
 * so a job seeker sees which English words were searched for, and which Chinese words were not understood. For
 * an English search, in Chinese only, its job words and towns in Chinese ("data analyst → 数据分析师").
 */
export function UnderstoodLine({
  understood,
  notUnderstood,
  inChinese = [],
}: {
  understood: UnderstoodTerm[];
  notUnderstood: string[];
  inChinese?: UnderstoodTerm[];
}) {
  const { t, language } = useJobsText();
  const english = language === 'cn' ? inChinese : [];
  if (!understood.length && !notUnderstood.length && !english.length) return null;
  return (
    <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-1 text-sm text-slate-600" data-testid="understood">
      {understood.length > 0 && (
        <Terms label={t('search.understood')} terms={understood} from="zh-CN" to="en" placeLabel={t('search.understoodPlace')} />
      )}
      {english.length > 0 && <Terms label={t('search.inChinese')} terms={english} from="en" to="zh-CN" testId="in-chinese" />}
      {notUnderstood.length > 0 && <p data-testid="not-understood">{t('search.notUnderstood', { words: notUnderstood.join('、') })}</p>}
    </div>
  );
}

/** "label: a → b · c → d", each side marked with its language; places tagged when `placeLabel` is given. */
function Terms(props: { label: string; terms: UnderstoodTerm[]; from: string; to: string; placeLabel?: string; testId?: string }) {
  const { label, terms, from, to, placeLabel, testId } = props;
  return (
    <p className="flex min-w-0 items-start gap-1.5" data-testid={testId}>
      <Languages className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
      <span>
        <span className="font-medium text-slate-700">{label}</span>
        {terms.map((term, i) => (
          <span key={`${term.from}-${i}`} className="whitespace-nowrap">
            {i > 0 && <span className="px-1.5 text-slate-400">·</span>}
            <span lang={from}>{term.from}</span> → <span lang={to}>{term.to}</span>
            {placeLabel && term.kind === 'place' && (
              <span className="ml-1 inline-flex items-center gap-0.5 text-xs text-slate-500">
                <MapPin className="size-3" aria-hidden="true" />
                {placeLabel}
              </span>
            )}
          </span>
        ))}
      </span>
    </p>
  );
}
