import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { MobileNotice, SiteHeader } from '@/features/shell';
import { useFirstViewTakeOver } from '@/lib/first-view';
import { MAIN_ID, SkipLink } from './skip-link';

/** The frame every site page shares: skip link, header, desktop notice, the page; `after` follows the page. */
export function PageFrame({ after }: { after?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <SiteHeader />
      <MobileNotice />
      {/* At least a screen tall: the footer stays below the fold while a page loads, instead of showing and then
          being pushed down (layout shift, decision 042). */}
      <main id={MAIN_ID} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <TakeOver />
        </Suspense>
      </main>
      {after}
    </div>
  );
}

/** Rendered with the page, after it: the page is ready, so it replaces the server's first view. */
function TakeOver() {
  useFirstViewTakeOver();
  return null;
}
