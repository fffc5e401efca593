import type { Agency } from '@jobbridge/contracts';
import { ChevronRight, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agencyHref } from '../lib/href';
import { label } from '../lib/labels';
import { DemoTag } from './demo-notice';
import { TierBadge } from './tier-badge';
import { cn } from '@/lib/cn';

/** One agency in a directory or ranking: tier, name, what it does, and the way to its page. */
export function AgencyCard({ agency, position }: { agency: Agency; position?: number }) {
  const { t, i18n } = useTranslation('agencies');
  const description =
    i18n.resolvedLanguage === 'en' ? agency.description.en || agency.description.cn : agency.description.cn || agency.description.en;
  return (
    <li>
      <Link
        to={agencyHref(agency.slug)}
        data-testid="agency-card"
        data-slug={agency.slug}
        className={cn(
          'group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5',
          'shadow-[0_1px_2px_rgb(15_23_42/0.04)] transition hover:border-primary-300 hover:shadow-md',
          'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
        )}
      >
        {position !== undefined && (
          <span
            aria-label={t('card.rank', { rank: position })}
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-base font-semibold text-primary-800"
          >
            {position}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <TierBadge tier={agency.tier} />
            {agency.isDemo && <DemoTag />}
          </div>
          <h3 className="mt-2 text-lg font-semibold leading-snug text-slate-900 group-hover:text-primary-800">{agency.name}</h3>
          {description && <p className="mt-1.5 line-clamp-3 text-[15px] leading-relaxed text-slate-600">{description}</p>}
          {agency.services.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.services')}>
              {agency.services.slice(0, 4).map((s) => (
                <li key={s} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {label(t, 'services', s)}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex items-center justify-between gap-3 text-sm">
            {agency.languages.length > 0 ? (
              <span className="inline-flex items-center gap-1.5 text-slate-600">
                <Languages className="size-4 text-slate-500" aria-hidden="true" />
                <span className="sr-only">{t('card.languages')}: </span>
                {agency.languages.map((l) => label(t, 'languages', l)).join(' · ')}
              </span>
            ) : (
              <span />
            )}
            <span className="inline-flex shrink-0 items-center gap-0.5 font-medium text-primary-700">
              {t('card.details')}
              <ChevronRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}
