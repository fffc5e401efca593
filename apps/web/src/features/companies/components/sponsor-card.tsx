import type { SponsorCard } from '@jobbridge/contracts';
import { Briefcase, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { RatingBadge, sponsorHref } from './bits';

const coverLink = cn(
  'after:absolute after:inset-0 after:rounded-2xl hover:text-primary-800',
  'focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-primary-200',
);

/** One licensed organisation in the directory: name (to its page), town, rating, routes, open jobs here. */
export function SponsorCardItem({ sponsor }: { sponsor: SponsorCard }) {
  const { t } = useTranslation('companies');
  const town = sponsor.towns[0];
  const county = sponsor.counties[0];
  const place = [town, county && county.toLowerCase() !== town?.toLowerCase() ? county : undefined].filter(Boolean).join(', ');
  // Cards below the fold are styled and laid out when they come near it (about 145 px each until then), as the job
  // search's are: the first layout and every style change while the app starts skip them (decision 042). The clip
  // margin keeps the cover link's focus ring, which paint containment would cut.
  return (
    <li
      className={cn(
        'relative rounded-2xl border border-slate-200 bg-white p-4 transition-shadow',
        '[contain-intrinsic-size:auto_110px] [content-visibility:auto] [overflow-clip-margin:16px]',
        'hover:border-slate-300 hover:shadow-md sm:p-5',
      )}
      data-testid="sponsor-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-[17px] leading-snug font-semibold break-words text-slate-900">
            <Link to={sponsorHref(sponsor.name)} className={coverLink}>
              {sponsor.name}
            </Link>
          </h2>
          {sponsor.viaAlias && <p className="mt-0.5 text-sm text-slate-500">{t('directory.viaAlias', { brand: sponsor.viaAlias })}</p>}
          {place && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-3.5" aria-hidden="true" />
              {place}
              {sponsor.towns.length > 1 && (
                <span className="text-slate-500">{t('directory.moreTowns', { count: sponsor.towns.length - 1 })}</span>
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {sponsor.ratings.map((r) => (
            <RatingBadge key={r} rating={r} />
          ))}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <ul className="flex flex-wrap gap-1.5" aria-label={t('directory.routes')}>
          {sponsor.routes.slice(0, 3).map((route) => (
            <li key={route} className="rounded-lg bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {route}
            </li>
          ))}
          {sponsor.routes.length > 3 && <li className="px-1 text-xs text-slate-500">+{sponsor.routes.length - 3}</li>}
        </ul>
        <p
          className={
            sponsor.openJobs > 0
              ? 'inline-flex items-center gap-1 text-sm font-medium text-emerald-800'
              : 'inline-flex items-center gap-1 text-sm text-slate-500'
          }
        >
          <Briefcase className="size-3.5" aria-hidden="true" />
          {sponsor.openJobs > 0 ? t('directory.openJobs', { count: sponsor.openJobs }) : t('directory.noJobs')}
        </p>
      </div>
    </li>
  );
}
