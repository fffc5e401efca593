import type { CompanyAnalysis } from '@jobbridge/contracts';
import { BarChart3, Building2, BriefcaseBusiness, CalendarClock, FileSpreadsheet, FlaskConical, ShieldCheck } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, ErrorState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatLocalDate, formatNumber, groupDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useCompanyAnalysis } from './api/analysis';
import { ChartCard } from './components/chart-card';
import { EChart } from './components/echart';
import { barsOption, changesOption, columnsOption, PALETTE, type Row } from './lib/options';

/** Colours of the salary bands: below the thresholds amber/red, at or above green, unknown grey (with words in the labels). */
const BAND_COLOURS: Record<string, string> = {
  below_new_entrant: '#be123c',
  new_entrant: '#b45309',
  threshold: '#15803d',
  threshold_125: '#15803d',
  threshold_150: '#166534',
  unknown: '#94a3b8',
};
const RATING_COLOURS: Record<string, string> = {
  A: PALETTE[0]!,
  A_premium: '#0f766e',
  A_sme: '#6595d3',
  B: '#b45309',
  provisional: '#7c3aed',
};

/** "Global Business Mobility: Senior or Specialist Worker" → "global_business_mobility_senior_or_specialist_worker". */
function routeSlug(route: string): string {
  return route
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Numbers, pounds and dates written by hand as Intl writes them (lib/format.ts): a page's first Intl format sets up
 * ICU, a long task on a phone while the page starts (decision 042). What they do not cover goes to Intl.
 */
function useFormat() {
  const { language } = useLanguage();
  return useMemo(() => {
    const pounds = (v: number) => {
      const whole = Math.round(v);
      if (Number.isSafeInteger(whole) && whole >= 0) return `£${groupDigits(String(whole))}`;
      return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(v);
    };
    /** 41.7 → "41.7", 1234.5 → "1,234.5", as `toLocaleString('en-GB')` writes a number with one decimal. */
    const tenths = (v: number) => {
      const [whole = '', fraction] = String(Math.round(v * 10) / 10).split('.');
      return groupDigits(whole) + (fraction ? `.${fraction}` : '');
    };
    return {
      n: (v: number) => formatNumber(v, language),
      pct: (v: number, total: number) => (total > 0 ? `${Math.round((v / total) * 1000) / 10}%` : '0%'),
      pounds,
      /** £41.7k: short enough for a chart's axis. */
      poundsShort: (v: number) => `£${tenths(Math.round(v / 100) / 10)}k`,
      date: (iso: string) => formatLocalDate(iso, language, 'medium'),
    };
  }, [language]);
}

/** /company: the register of licensed sponsors and the jobs here, in charts with their words and tables. */
export function CompanyAnalysisPage() {
  const { t } = useTranslation('analysis');
  const query = useCompanyAnalysis();
  const f = useFormat();

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-6 sm:py-10" data-testid="company-analysis">
      <header className="mb-6">
        <div className="flex items-center gap-3">
          <div className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <BarChart3 className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('title')}</h1>
        </div>
        <p className="mt-2 max-w-3xl text-[15px] leading-relaxed text-slate-600">{t('intro')}</p>
        {query.data && <DataDate data={query.data} format={f} />}
      </header>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState
          title={t('error.title')}
          message={t('error.text')}
          retryLabel={t('error.retry')}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
          testId="analysis-error"
        />
      ) : (
        <Figures data={query.data} format={f} />
      )}
    </div>
  );
}

type Format = ReturnType<typeof useFormat>;

function DataDate({ data, format: f }: { data: CompanyAnalysis; format: Format }) {
  const { t } = useTranslation('analysis');
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600" data-testid="data-date">
      <span className="inline-flex items-center gap-1.5">
        <CalendarClock className="size-4 text-slate-500" aria-hidden="true" />
        {!data.register
          ? t('dataDate.noRegister')
          : data.register.demo
            ? t('dataDate.demoRegister', { organisations: f.n(data.register.organisations) })
            : t('dataDate.register', { date: f.date(data.register.importedAt) })}
      </span>
      <span>{data.jobsUpdatedAt ? t('dataDate.jobs', { date: f.date(data.jobsUpdatedAt) }) : t('dataDate.noJobs')}</span>
    </p>
  );
}

function Loading() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-72 rounded-2xl" />
      ))}
    </div>
  );
}

function Tile({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center gap-2 text-sm text-slate-600">
        {icon}
        {label}
      </div>
      <div className="mt-1 text-2xl font-semibold tabular-nums text-slate-900 sm:text-3xl">{value}</div>
      {hint && <div className="mt-0.5 text-sm text-slate-500">{hint}</div>}
    </Card>
  );
}

function Figures({ data, format: f }: { data: CompanyAnalysis; format: Format }) {
  const { t } = useTranslation('analysis');
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  // Route names are the register's words; known ones have cn/en names under a slug (i18next keys cannot hold ':').
  const route = (key: string) => t(`routes.${routeSlug(key)}`, { defaultValue: key });
  const { sponsors, jobs } = data;
  const skilled = sponsors.byRoute.find((r) => r.key === 'Skilled Worker')?.count ?? 0;
  const last = data.registerChanges.at(-1);
  const sponsoredShare = f.pct(jobs.sponsored, jobs.total);

  const bandLabel = (key: string, short = false) => {
    const { general, newEntrant } = data.thresholds;
    const at = (n: number) => (short ? f.poundsShort(Math.round(n)) : f.pounds(Math.round(n)));
    const ranges: Record<string, string> = {
      below_new_entrant: t('bands.below', { amount: at(newEntrant) }),
      new_entrant: t('bands.between', { from: at(newEntrant), to: at(general - 1) }),
      threshold: t('bands.between', { from: at(general), to: at(general * 1.25 - 1) }),
      threshold_125: t('bands.between', { from: at(general * 1.25), to: at(general * 1.5 - 1) }),
      threshold_150: t('bands.above', { amount: at(general * 1.5) }),
      unknown: t('bands.unknown'),
    };
    return ranges[key] ?? key;
  };

  const rows = (buckets: { key: string; count: number }[], label: (key: string) => string): [string, string][] =>
    buckets.map((b) => [label(b.key), f.n(b.count)]);

  return (
    <div className="space-y-6">
      {(data.register?.demo || jobs.demo) && <DemoNotice />}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Tile
          icon={<Building2 className="size-4" aria-hidden="true" />}
          label={t('tiles.organisations')}
          value={data.register ? f.n(sponsors.total) : '—'}
        />
        <Tile
          icon={<ShieldCheck className="size-4" aria-hidden="true" />}
          label={t('tiles.skilledWorker')}
          value={data.register ? f.n(skilled) : '—'}
          hint={data.register ? t('tiles.share', { share: f.pct(skilled, sponsors.total) }) : undefined}
        />
        <Tile
          icon={<BriefcaseBusiness className="size-4" aria-hidden="true" />}
          label={t('tiles.sponsoredJobs')}
          value={f.n(jobs.sponsored)}
          hint={jobs.total ? t('tiles.ofJobs', { total: f.n(jobs.total), share: sponsoredShare }) : undefined}
        />
        <Tile
          icon={<FileSpreadsheet className="size-4" aria-hidden="true" />}
          label={t('tiles.lastImport')}
          value={last && data.registerChanges.length > 1 ? `+${f.n(last.added)} / −${f.n(last.removed)}` : '—'}
          hint={last ? f.date(last.importedAt) : undefined}
        />
      </div>

      {!data.register && (
        <Card className="p-6 sm:p-8" data-testid="no-register">
          <h2 className="text-lg font-semibold text-slate-900">{t('empty.registerTitle')}</h2>
          <p className="mt-1.5 max-w-2xl text-[15px] leading-relaxed text-slate-600">{t('empty.registerText')}</p>
        </Card>
      )}

      {data.register && (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard
            id="routes"
            title={t('charts.routes.title')}
            summary={t('charts.routes.summary', {
              total: f.n(sponsors.total),
              first: route(sponsors.byRoute[0]?.key ?? ''),
              n: f.n(sponsors.byRoute[0]?.count ?? 0),
              share: f.pct(sponsors.byRoute[0]?.count ?? 0, sponsors.total),
            })}
            columns={[t('columns.route'), t('columns.organisations')]}
            rows={rows(sponsors.byRoute, route)}
            note={t('charts.routes.note')}
          >
            <EChart
              height={Math.max(220, Math.min(sponsors.byRoute.length, 10) * 34)}
              option={barsOption(
                sponsors.byRoute.slice(0, 10).map((b) => ({ label: route(b.key), value: b.count })),
                f.n,
                { labelWidth: small ? 110 : 170 },
              )}
            />
          </ChartCard>
          <ChartCard
            id="ratings"
            title={t('charts.ratings.title')}
            summary={t('charts.ratings.summary', {
              a: f.pct(sponsors.byRating.find((b) => b.key === 'A')?.count ?? 0, sponsors.total),
              b: f.n(sponsors.byRating.find((b) => b.key === 'B')?.count ?? 0),
            })}
            columns={[t('columns.rating'), t('columns.organisations')]}
            rows={rows(sponsors.byRating, (k) => t(`ratings.${k}`))}
            note={t('charts.ratings.note')}
          >
            <EChart
              height={Math.max(160, sponsors.byRating.length * 34)}
              option={barsOption(
                sponsors.byRating.map((b) => ({ label: t(`ratings.${b.key}`), value: b.count, color: RATING_COLOURS[b.key] })),
                f.n,
              )}
            />
          </ChartCard>
          <ChartCard
            id="towns"
            title={t('charts.towns.title')}
            summary={t('charts.towns.summary', {
              first: sponsors.byTown[0]?.key ?? '',
              n: f.n(sponsors.byTown[0]?.count ?? 0),
              share: f.pct(sponsors.byTown[0]?.count ?? 0, sponsors.total),
            })}
            columns={[t('columns.town'), t('columns.organisations')]}
            rows={rows(sponsors.byTown, (k) => k)}
          >
            <EChart
              height={Math.max(220, sponsors.byTown.length * 26)}
              option={barsOption(
                sponsors.byTown.map((b) => ({ label: b.key, value: b.count })),
                f.n,
              )}
            />
          </ChartCard>
          <ChartCard
            id="regions"
            title={t('charts.regions.title')}
            summary={t('charts.regions.summary', {
              first: t(`regions.${sponsors.byRegion.find((b) => b.key !== 'unknown')?.key ?? 'unknown'}`),
              n: f.n(sponsors.byRegion.find((b) => b.key !== 'unknown')?.count ?? 0),
              unknown: f.n(sponsors.byRegion.find((b) => b.key === 'unknown')?.count ?? 0),
            })}
            columns={[t('columns.region'), t('columns.organisations')]}
            rows={rows(sponsors.byRegion, (k) => t(`regions.${k}`))}
            note={t('charts.regions.note')}
          >
            <EChart
              height={Math.max(220, sponsors.byRegion.length * 28)}
              option={barsOption(
                sponsors.byRegion.map((b) => ({
                  label: t(`regions.${b.key}`),
                  value: b.count,
                  color: b.key === 'unknown' ? '#94a3b8' : undefined,
                })),
                f.n,
              )}
            />
          </ChartCard>
          <ChartCard
            id="changes"
            className="lg:col-span-2"
            title={t('charts.changes.title')}
            summary={
              data.registerChanges.length > 1 && last
                ? t('charts.changes.summary', {
                    count: data.registerChanges.length,
                    added: f.n(last.added),
                    removed: f.n(last.removed),
                    date: f.date(last.importedAt),
                  })
                : t('charts.changes.single', { date: f.date(data.register.importedAt) })
            }
            columns={[t('columns.import'), t('columns.change')]}
            rows={data.registerChanges.map((c) => [
              f.date(c.importedAt),
              t('columns.changeValue', { organisations: f.n(c.organisations), added: f.n(c.added), removed: f.n(c.removed) }),
            ])}
          >
            {data.registerChanges.length > 1 ? (
              <EChart
                height={260}
                option={changesOption(
                  data.registerChanges.map((c) => f.date(c.importedAt)),
                  {
                    organisations: data.registerChanges.map((c) => c.organisations),
                    added: data.registerChanges.map((c) => c.added),
                    removed: data.registerChanges.map((c) => c.removed),
                  },
                  {
                    organisations: t('charts.changes.organisations'),
                    added: t('charts.changes.added'),
                    removed: t('charts.changes.removed'),
                  },
                  f.n,
                )}
              />
            ) : (
              <SingleImport organisations={sponsors.total} demo={data.register.demo} format={f} />
            )}
          </ChartCard>
        </div>
      )}

      <h2 className="pt-2 text-xl font-semibold text-slate-900">{t('jobsHeading')}</h2>
      {jobs.sponsored === 0 ? (
        <Card className="p-6 sm:p-8" data-testid="no-jobs">
          <p className="text-[15px] leading-relaxed text-slate-600">{t('empty.jobs')}</p>
          <Link to={paths.jobs} className="mt-2 inline-block font-medium text-primary-700 hover:underline">
            {t('empty.jobsLink')}
          </Link>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard
            id="sectors"
            title={t('charts.sectors.title')}
            summary={t('charts.sectors.summary', {
              total: f.n(jobs.sponsored),
              first: t(`sectors.${jobs.bySector[0]?.key ?? 'other'}`),
              share: f.pct(jobs.bySector[0]?.count ?? 0, jobs.sponsored),
            })}
            columns={[t('columns.sector'), t('columns.jobs')]}
            rows={rows(jobs.bySector, (k) => t(`sectors.${k}`))}
            note={t('charts.sectors.note')}
          >
            <EChart
              height={Math.max(220, jobs.bySector.length * 30)}
              option={barsOption(
                jobs.bySector.map((b) => ({
                  label: t(`sectors.${b.key}`),
                  value: b.count,
                  color: b.key === 'other' ? '#94a3b8' : undefined,
                })),
                f.n,
              )}
            />
          </ChartCard>
          <SalaryChart data={data} format={f} bandLabel={bandLabel} />
          <TopHiring data={data} format={f} />
        </div>
      )}
    </div>
  );
}

/** The figures are of the bundled demo data (fictional employers, demo jobs), as the footer says on every page. */
function DemoNotice() {
  const { t } = useTranslation('analysis');
  return (
    <div role="note" data-testid="analysis-demo" className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-amber-950">{t('demo.title')}</p>
        <p className="mt-0.5 text-[15px] leading-relaxed text-amber-900">{t('demo.text')}</p>
      </div>
    </div>
  );
}

/** One import so far: nothing to compare, so no chart; the register's size stands alone. */
function SingleImport({ organisations, demo, format: f }: { organisations: number; demo: boolean; format: Format }) {
  const { t } = useTranslation('analysis');
  return (
    <p
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-[15px] text-slate-600"
      data-testid="single-import"
    >
      {t(demo ? 'charts.changes.demo' : 'charts.changes.firstImport', { organisations: f.n(organisations) })}
    </p>
  );
}

function SalaryChart({
  data,
  format: f,
  bandLabel,
}: {
  data: CompanyAnalysis;
  format: Format;
  bandLabel: (key: string, short?: boolean) => string;
}) {
  const { t } = useTranslation('analysis');
  const bands = data.jobs.bySalaryBand;
  const meets = bands.filter((b) => b.key.startsWith('threshold')).reduce((sum, b) => sum + b.count, 0);
  const stated = bands.filter((b) => b.key !== 'unknown').reduce((sum, b) => sum + b.count, 0);
  // Short figures, the range's two ends on two lines, so the axis never breaks a number.
  const rows: Row[] = bands.map((b) => ({ label: bandLabel(b.key, true).replace('–', '–\n'), value: b.count, color: BAND_COLOURS[b.key] }));
  // Six columns do not fit a phone: there the bands are rows, with their full figures.
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return (
    <ChartCard
      id="salary"
      title={t('charts.salary.title')}
      summary={t('charts.salary.summary', {
        share: f.pct(meets, stated),
        threshold: f.pounds(data.thresholds.general),
        stated: f.n(stated),
      })}
      columns={[t('columns.band'), t('columns.jobs')]}
      rows={bands.map((b) => [bandLabel(b.key), f.n(b.count)])}
      note={t('charts.salary.note', { threshold: f.pounds(data.thresholds.general), newEntrant: f.pounds(data.thresholds.newEntrant) })}
    >
      {small ? (
        <EChart
          height={240}
          option={barsOption(
            bands.map((b) => ({ label: bandLabel(b.key), value: b.count, color: BAND_COLOURS[b.key] })),
            f.n,
            { labelWidth: 130 },
          )}
        />
      ) : (
        <EChart height={280} option={columnsOption(rows, f.n)} />
      )}
    </ChartCard>
  );
}

/** The sponsors with the most sponsored jobs here now, as a list with bars (a list reads well without a chart). */
function TopHiring({ data, format: f }: { data: CompanyAnalysis; format: Format }) {
  const { t } = useTranslation('analysis');
  const top = data.jobs.topHiring;
  const max = Math.max(1, ...top.map((s) => s.jobs));
  return (
    <Card className="min-w-0 p-4 sm:p-6 lg:col-span-2" data-testid="chart-top">
      <section aria-labelledby="top-title">
        <h2 id="top-title" className="text-lg font-semibold text-slate-900">
          {t('charts.top.title')}
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">
          {top.length ? t('charts.top.summary', { name: top[0]!.name, count: top[0]!.jobs }) : t('charts.top.none')}
        </p>
        {top.length > 0 && (
          <ol className="mt-4 grid grid-cols-1 gap-x-8 gap-y-3 md:grid-cols-2">
            {top.map((s, i) => (
              <li key={s.name} className="flex min-w-0 items-center gap-3">
                <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-500">{i + 1}</span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-medium text-slate-900" title={s.name}>
                      {s.name}
                    </span>
                    <span className="shrink-0 text-sm tabular-nums text-slate-700">
                      {t('charts.top.jobs', { count: s.jobs, n: f.n(s.jobs) })}
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                    <div className="h-2 rounded-full bg-primary-600" style={{ width: `${(s.jobs / max) * 100}%` }} />
                  </div>
                  {(s.town || s.rating) && (
                    <div className="mt-0.5 text-xs text-slate-500">{[s.town, s.rating].filter(Boolean).join(' · ')}</div>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
