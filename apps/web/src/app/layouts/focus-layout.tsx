import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { MobileNotice, SiteHeader } from '@/features/shell';
import { MAIN_ID, SkipLink } from './skip-link';

/** Builders and forms that need the whole screen: the header, then the work, no footer. */
export function FocusLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <SiteHeader />
      <MobileNotice />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
