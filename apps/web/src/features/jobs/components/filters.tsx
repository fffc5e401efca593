import type { SearchJobsResponse } from '@jobbridge/contracts';
import { CONTRACT_TYPES, POSTED_WITHIN_DAYS, REMOTE_TYPES, VERDICT_KINDS } from '@jobbridge/contracts/values';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui';
import { cn } from '@/lib/cn';
import { formatCount, formatMoney } from '../lib/format';
import { activeFilterCount, emptyFilters, MIN_SALARY_OPTIONS, toggleValue, type JobFilters } from '../lib/search-params';
import { useJobsText } from '../lib/use-jobs-text';
import { verdictIcon } from '@/components/verdict-badge';

/** The register's routes a job seeker asks about, commonest first (the register's own names). */
const ROUTE_OPTIONS = [
  'Skilled Worker',
  'Global Business Mobility: Senior or Specialist Worker',
  'Global Business Mobility: Graduate Trainee',
  'Global Business Mobility: UK Expansion Worker',
  'Scale-up',
  'Creative Worker',
  'Charity Worker',
  'Religious Worker',
  'International Sportsperson',
  'Government Authorised Exchange',
] as const;

/** Locale key of a route ("Scale-up" → "scale-up"): the names hold ':' which i18next reads as a namespace. */
const routeSlug = (route: string) =>
  route
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

type Facets = SearchJobsResponse['facets'] | undefined;

export interface FilterProps {
  filters: JobFilters;
  facets: Facets;
  /** The Skilled Worker general threshold (from the results), for the label. */
  threshold: number | null;
  onChange: (filters: JobFilters) => void;
}

const GROUPS = ['verdict', 'salary', 'posted', 'contractType', 'remote'] as const;
type Group = (typeof GROUPS)[number];

function groupCount(group: Group, filters: JobFilters): number {
  switch (group) {
    case 'verdict':
      return filters.verdict.length + (filters.route ? 1 : 0);
    case 'salary':
      return (filters.meetsThreshold ? 1 : 0) + (filters.minSalary !== null ? 1 : 0);
    case 'posted':
      return filters.postedWithin !== null ? 1 : 0;
    case 'contractType':
      return filters.contractType.length;
    case 'remote':
      return filters.remote.length;
  }
}

/**
 * A value's count among the matching jobs. The server counts over the filtered results, so once values of a
 * group are chosen, the other values of that group would read 0 (they would add jobs): show no count for them.
 */
function facetCount(counts: Record<string, number> | undefined, value: string, chosen: readonly string[]): number | undefined {
  if (!counts) return undefined;
  if (chosen.length > 0 && !chosen.includes(value)) return undefined;
  return counts[value] ?? 0;
}

function Count({ value }: { value: number | undefined }) {
  const { language } = useJobsText();
  if (value === undefined) return null;
  return <span className="ml-auto pl-3 text-sm text-slate-500 tabular-nums">{formatCount(value, language)}</span>;
}

function Check({
  checked,
  onChange,
  children,
  count,
  testId,
}: {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  count?: number;
  testId?: string;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-[15px] text-slate-800 hover:bg-slate-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        data-testid={testId}
        className="size-4 shrink-0 rounded border-slate-400 accent-primary-700"
      />
      <span className="flex min-w-0 items-center gap-1.5">{children}</span>
      <Count value={count} />
    </label>
  );
}

/** One group of filters (used in the desktop pop-overs and the mobile panel). */
function GroupBody({ group, filters, facets, threshold, onChange }: FilterProps & { group: Group }) {
  const { t } = useJobsText();
  const radioName = useId();
  const selectId = useId();
  switch (group) {
    case 'verdict':
      return (
        <div>
          {VERDICT_KINDS.map((kind) => {
            const Icon = verdictIcon(kind);
            return (
              <Check
                key={kind}
                testId={`filter-verdict-${kind}`}
                checked={filters.verdict.includes(kind)}
                onChange={() => onChange({ ...filters, verdict: toggleValue(filters.verdict, kind) })}
                count={facetCount(facets?.verdict, kind, filters.verdict)}
              >
                <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                {t(`verdictFilter.${kind}`)}
              </Check>
            );
          })}
          <div className="mt-2 border-t border-slate-100 px-2 pt-3">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('filters.routePicker')}
            </label>
            <select
              id={selectId}
              data-testid="filter-route"
              value={filters.route ?? ''}
              onChange={(event) => onChange({ ...filters, route: event.target.value || null })}
              className={cn(
                'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900',
                'hover:border-slate-400 focus:border-primary-600 focus:outline-none',
              )}
            >
              <option value="">{t('filters.routeAny')}</option>
              {filters.route && !(ROUTE_OPTIONS as readonly string[]).includes(filters.route) && (
                <option value={filters.route}>{filters.route}</option>
              )}
              {ROUTE_OPTIONS.map((route) => (
                <option key={route} value={route}>
                  {t(`filters.routeNames.${routeSlug(route)}`, { defaultValue: route })}
                </option>
              ))}
            </select>
          </div>
        </div>
      );
    case 'salary':
      return (
        <div className="space-y-3">
          <Check
            testId="filter-meets-threshold"
            checked={filters.meetsThreshold}
            onChange={() => onChange({ ...filters, meetsThreshold: !filters.meetsThreshold })}
            count={facets ? (facets.salaryStatus.meets ?? 0) : undefined}
          >
            <span>
              {t('filters.meetsThreshold')}
              {threshold !== null && (
                <span className="block text-sm text-slate-500">
                  {t('filters.meetsThresholdHint', { threshold: formatMoney(threshold) })}
                </span>
              )}
            </span>
          </Check>
          <div className="px-2">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('filters.minSalary')}
            </label>
            <select
              id={selectId}
              data-testid="filter-min-salary"
              value={filters.minSalary ?? ''}
              onChange={(event) => onChange({ ...filters, minSalary: event.target.value ? Number(event.target.value) : null })}
              className={cn(
                'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900',
                'hover:border-slate-400 focus:border-primary-600 focus:outline-none',
              )}
            >
              <option value="">{t('filters.minSalaryAny')}</option>
              {MIN_SALARY_OPTIONS.map((amount) => (
                <option key={amount} value={amount}>
                  {t('filters.minSalaryOption', { amount: formatMoney(amount) })}
                </option>
              ))}
            </select>
          </div>
        </div>
      );
    case 'posted':
      return (
        <div role="radiogroup" aria-label={t('filters.posted')}>
          {[null, ...POSTED_WITHIN_DAYS].map((days) => (
            <label
              key={days ?? 'any'}
              className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-[15px] text-slate-800 hover:bg-slate-50"
            >
              <input
                type="radio"
                name={radioName}
                data-testid={`filter-posted-${days ?? 'any'}`}
                checked={filters.postedWithin === days}
                onChange={() => onChange({ ...filters, postedWithin: days })}
                className="size-4 shrink-0 accent-primary-700"
              />
              {days === null ? t('filters.postedAny') : t(`filters.postedWithin.${days}`)}
            </label>
          ))}
        </div>
      );
    case 'contractType':
      return (
        <div>
          {CONTRACT_TYPES.map((type) => (
            <Check
              key={type}
              testId={`filter-contract-${type}`}
              checked={filters.contractType.includes(type)}
              onChange={() => onChange({ ...filters, contractType: toggleValue(filters.contractType, type) })}
              count={facetCount(facets?.contractType, type, filters.contractType)}
            >
              {t(`contractType.${type}`)}
            </Check>
          ))}
        </div>
      );
    case 'remote':
      return (
        <div>
          {REMOTE_TYPES.map((type) => (
            <Check
              key={type}
              testId={`filter-remote-${type}`}
              checked={filters.remote.includes(type)}
              onChange={() => onChange({ ...filters, remote: toggleValue(filters.remote, type) })}
              count={facetCount(facets?.remote, type, filters.remote)}
            >
              {t(`remote.${type}`)}
            </Check>
          ))}
        </div>
      );
  }
}

/** Desktop: one pop-over button per group, a route chip when a link carries one, and "clear". */
export function FilterBar(props: FilterProps) {
  const { t } = useJobsText();
  const { filters, onChange } = props;
  const total = activeFilterCount(filters);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-bar">
      {GROUPS.map((group) => {
        const count = groupCount(group, filters);
        return (
          <Popover.Root key={group}>
            <Popover.Trigger
              data-testid={`filter-open-${group}`}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                count > 0
                  ? 'border-primary-600 bg-primary-50 text-primary-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              {t(`filters.groups.${group}`)}
              {count > 0 && <span className="rounded-full bg-primary-700 px-1.5 text-xs leading-5 text-white">{count}</span>}
              <ChevronDown className="size-4" aria-hidden="true" />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="start"
                sideOffset={6}
                collisionPadding={12}
                aria-label={t(`filters.groups.${group}`)}
                className={cn(
                  'z-40 w-80 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none',
                  'data-[state=open]:animate-[fade-in_150ms_ease-out]',
                )}
              >
                <p className="px-2 pb-1 text-sm font-semibold text-slate-900">{t(`filters.groups.${group}`)}</p>
                <GroupBody group={group} {...props} />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        );
      })}
      {filters.route && (
        <button
          type="button"
          onClick={() => onChange({ ...filters, route: null })}
          className="inline-flex h-9 items-center gap-1 rounded-full border border-primary-600 bg-primary-50 px-3 text-sm font-medium text-primary-800"
        >
          {t('filters.route', { route: filters.route })}
          <X className="size-4" aria-label={t('filters.removeRoute')} />
        </button>
      )}
      {total > 0 && (
        <button
          type="button"
          data-testid="filters-clear"
          onClick={() => onChange(emptyFilters)}
          className="h-9 rounded-full px-3 text-sm font-medium text-primary-700 hover:bg-primary-50"
        >
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}

/** Small screens: a "Filters" button that opens every group in a slide-over panel. */
export function FilterPanelButton(
  props: FilterProps & { open: boolean; onOpenChange: (open: boolean) => void; results: { count: number; formatted: string } | null },
) {
  const { t } = useJobsText();
  const { filters, onChange, open, onOpenChange, results } = props;
  const total = activeFilterCount(filters);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger
        data-testid="filters-open"
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {total > 0 ? t('filters.openCount', { count: total }) : t('filters.open')}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          data-testid="filters-panel"
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col bg-white shadow-2xl',
            'focus:outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]',
          )}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{t('filters.title')}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('filters.close')}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
            {GROUPS.map((group) => (
              <fieldset key={group}>
                <legend className="px-2 pb-1 text-sm font-semibold text-slate-900">{t(`filters.groups.${group}`)}</legend>
                <GroupBody group={group} {...props} />
              </fieldset>
            ))}
            {filters.route && (
              <Check checked onChange={() => onChange({ ...filters, route: null })}>
                {t('filters.route', { route: filters.route })}
              </Check>
            )}
          </div>
          <div className="flex gap-2 border-t border-slate-200 px-5 py-4">
            <Button variant="secondary" className="flex-1" disabled={total === 0} onClick={() => onChange(emptyFilters)}>
              {t('filters.clear')}
            </Button>
            <Button className="flex-1" data-testid="filters-show" onClick={() => onOpenChange(false)}>
              {results ? t('filters.showCount', results) : t('filters.show')}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
