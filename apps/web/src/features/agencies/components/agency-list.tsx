import type { Agency, AgencyKind, AgencyTier } from '@jobbridge/contracts';
import { AGENCY_TIERS } from '@jobbridge/contracts/values';
import { ChevronLeft, ChevronRight, Search, SearchX } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ErrorState, Skeleton } from '@/components/ui';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { translateError } from '@/lib/translate-error';
import { useAgencies } from '../api/agencies';
import { AgencyCard } from './agency-card';
import { DemoNotice } from './demo-notice';
import { TIER_STYLES } from './tier-badge';

const tierOf = (value: string | null): AgencyTier | null =>
  (AGENCY_TIERS as readonly string[]).includes(value ?? '') ? (value as AgencyTier) : null;

/**
 * The agencies of one kind, grouped gold, silver, bronze (then untiered), with a tier filter and, when
 * `searchable`, a search box. Filters live in the URL (?q=&tier=&page=), so Back and shared links work.
 * `numbered` shows each agency's overall place in the ranking (only while nothing filters the list).
 */
export function AgencyList({ kind, searchable, numbered }: { kind: AgencyKind; searchable: boolean; numbered: boolean }) {
  const { t } = useTranslation('agencies');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const tier = tierOf(params.get('tier'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const list = useAgencies({ kind, q, tier, page });

  function update(change: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update({ q: draft.trim() || null });
  }

  const items = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const offset = list.data ? (list.data.page - 1) * list.data.pageSize : 0;
  const showNumbers = numbered && !q && !tier;
  const groups = (['gold', 'silver', 'bronze', null] as const)
    .map((g) => ({ tier: g, items: items.filter((a) => a.tier === g) }))
    .filter((g) => g.items.length > 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        {searchable && (
          <form role="search" onSubmit={onSubmit} className="flex gap-2">
            <label htmlFor="agency-search" className="sr-only">
              {t('directory.searchLabel')}
            </label>
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input
                id="agency-search"
                type="search"
                value={draft}
                maxLength={100}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={t('directory.searchPlaceholder')}
                className={cn(
                  'h-12 w-full rounded-xl border border-slate-300 bg-white pl-11 pr-4 text-base text-slate-900',
                  'placeholder:text-slate-500 hover:border-slate-400 focus:border-primary-600 focus:outline-none',
                  'focus-visible:ring-4 focus-visible:ring-primary-100',
                )}
              />
            </div>
            <Button type="submit" className="h-12 shrink-0">
              {t('directory.search')}
            </Button>
          </form>
        )}
        <div role="group" aria-label={t('directory.tierFilter')} className="flex flex-wrap gap-2">
          {([null, ...AGENCY_TIERS] as const).map((value) => {
            const active = tier === value;
            return (
              <button
                key={value ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => update({ tier: value })}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition',
                  'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
                  active ? 'border-primary-700 bg-primary-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {value && <span aria-hidden="true" className={cn('size-2.5 rounded-full', TIER_STYLES[value].accent)} />}
                {value ? t(`tiers.${value}`) : t('directory.allTiers')}
              </button>
            );
          })}
        </div>
      </div>

      {items.some((a) => a.isDemo) && <DemoNotice />}

      {list.isPending ? (
        <ListSkeleton label={t('directory.title')} />
      ) : list.isError ? (
        <ErrorState
          title={t('states.loadError')}
          message={translateError(list.error, currentLanguage())}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          retryLabel={t('states.retry')}
          testId="agencies-error"
        />
      ) : items.length === 0 ? (
        <div
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center"
          data-testid="agencies-empty"
        >
          <SearchX className="size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">{t('directory.empty')}</p>
          <p className="mt-1 text-[15px] text-slate-600">{t('directory.emptyHint')}</p>
          <Button variant="secondary" className="mt-5" onClick={() => setParams(new URLSearchParams())}>
            {t('directory.clear')}
          </Button>
        </div>
      ) : (
        <div className={cn('space-y-8 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching}>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="agencies-count">
            {t('directory.count', { count: list.data.total })}
          </p>
          {groups.map((group) => (
            <TierSection
              key={group.tier ?? 'none'}
              tier={group.tier}
              items={group.items}
              positionOf={showNumbers ? (a) => offset + items.indexOf(a) + 1 : undefined}
            />
          ))}
          {pages > 1 && (
            <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-3">
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
                icon={<ChevronLeft className="size-4" aria-hidden="true" />}
              >
                {t('pagination.prev')}
              </Button>
              <span className="text-sm text-slate-600">{t('pagination.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                {t('pagination.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}

function TierSection({ tier, items, positionOf }: { tier: AgencyTier | null; items: Agency[]; positionOf?: (a: Agency) => number }) {
  const { t } = useTranslation('agencies');
  const key = tier ?? 'none';
  return (
    <section aria-labelledby={`tier-${key}`} data-testid="tier-section" data-tier={key}>
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`tier-${key}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <span aria-hidden="true" className={cn('h-5 w-1.5 rounded-full', TIER_STYLES[key].accent)} />
          {t(`tiers.${key}`)}
        </h2>
        <p className="text-sm text-slate-600">{t(`tiers.${key}Hint`)}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((agency) => (
          <AgencyCard key={agency.slug} agency={agency} position={positionOf?.(agency)} />
        ))}
      </ul>
    </section>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" data-testid="agencies-loading" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="mt-3 h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-1.5 h-4 w-5/6" />
          <div className="mt-3 flex gap-2">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-5 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}
