import { verdictKindTexts, type VerdictKind } from '@jobbridge/contracts/values';
import { MapPin } from 'lucide-react';
import { useJobsText } from '../lib/use-jobs-text';
import { VerdictBadge } from '@/components/verdict-badge';

/** The verdicts the five examples show, in order. */
const SAMPLE_VERDICTS: VerdictKind[] = ['offers_sponsorship', 'licensed_sponsor', 'licensed_sponsor', 'unknown', 'offers_sponsorship'];

interface SampleText {
  title: string;
  company: string;
  location: string;
  salary: string;
  posted: string;
}

/**
 * docs/product.md §3: five placeholder sample cards fill an empty saved-jobs (or applied) list. They are labelled as
 * examples, are not links, and carry no actions.
 */
export function SampleCards() {
  const { t, language } = useJobsText();
  const items = t('samples.items', { returnObjects: true }) as unknown;
  const samples = Array.isArray(items) ? (items as SampleText[]).slice(0, 5) : [];
  return (
    <section aria-labelledby="sample-cards-heading" className="mt-8" data-testid="sample-cards">
      <h2 id="sample-cards-heading" className="text-base font-semibold text-slate-900">
        {t('samples.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('samples.text')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {samples.map((sample, i) => {
          const kind = SAMPLE_VERDICTS[i] ?? 'unknown';
          return (
            <li key={sample.title}>
              <article
                data-testid="sample-card"
                aria-label={t('samples.cardLabel', { title: sample.title })}
                className="relative h-full rounded-2xl border-2 border-dashed border-slate-300 bg-white/70 p-4 select-none"
              >
                <span className="absolute top-3 right-3 rounded-md bg-slate-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('samples.tag')}
                </span>
                <p className="pr-14 text-[16px] leading-snug font-semibold text-slate-800">{sample.title}</p>
                <p className="mt-1 text-sm text-slate-700">{sample.company}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {sample.location}
                  </span>
                  <span>{sample.posted}</span>
                </p>
                <p className="mt-2 text-sm font-medium text-slate-800">{sample.salary}</p>
                <div className="mt-3 opacity-90" title={verdictKindTexts[kind].label[language]}>
                  <VerdictBadge kind={kind} language={language} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
