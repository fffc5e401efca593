import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { dashboardNav, MobileNotice, SiteHeader, useMenuEntrySelect } from '@/features/shell';
import { MAIN_ID, SkipLink } from './skip-link';

const linkClass =
  'flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-xl px-3 py-2.5 text-[15px] ' +
  'text-slate-600 hover:bg-white hover:text-slate-900 aria-[current=page]:bg-white ' +
  'aria-[current=page]:font-medium aria-[current=page]:text-primary-800 ' +
  'aria-[current=page]:shadow-sm';

/** /app/*: the signed-in header, the dashboard's own navigation, and the page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const onSelect = useMenuEntrySelect();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <SiteHeader />
      <MobileNotice />
      <div className="mx-auto flex w-full max-w-[1200px] flex-1 flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:py-10">
        <nav aria-label={t('dashboard.nav')} className="md:w-60 md:shrink-0">
          <p className="mb-3 hidden px-3 text-sm font-semibold text-slate-500 md:block">{t('dashboard.title')}</p>
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
            {dashboardNav.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} data-testid={entry.testId} className={linkClass} onClick={() => onSelect(entry)}>
                  <entry.icon className="size-[18px] shrink-0" aria-hidden="true" />
                  {t(entry.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
