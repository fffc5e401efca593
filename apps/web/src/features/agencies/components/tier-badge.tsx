import type { AgencyTier } from '@jobbridge/contracts';
import { Award, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const TIER_STYLES: Record<AgencyTier | 'none', { badge: string; ring: string; accent: string }> = {
  gold: { badge: 'bg-amber-50 text-amber-900 ring-amber-300', ring: 'border-amber-200', accent: 'bg-amber-400' },
  silver: { badge: 'bg-slate-100 text-slate-800 ring-slate-300', ring: 'border-slate-200', accent: 'bg-slate-400' },
  bronze: { badge: 'bg-orange-50 text-orange-900 ring-orange-200', ring: 'border-orange-100', accent: 'bg-orange-400' },
  none: { badge: 'bg-white text-slate-700 ring-slate-200', ring: 'border-slate-200', accent: 'bg-slate-200' },
};

/** Gold, silver or bronze: colour, an icon and the word together, never colour alone. */
export function TierBadge({ tier, className }: { tier: AgencyTier | null; className?: string }) {
  const { t } = useTranslation('agencies');
  const key = tier ?? 'none';
  const Icon = tier === 'gold' ? Award : Medal;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TIER_STYLES[key].badge,
        className,
      )}
      data-tier={key}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`tiers.${key}`)}
    </span>
  );
}
