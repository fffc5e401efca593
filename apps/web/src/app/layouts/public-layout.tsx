import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { ContactWidget, MobileNotice, SiteFooter, SiteHeader } from '@/features/shell';
import { MAIN_ID, SkipLink } from './skip-link';

/** Header, content, footer and the floating contact widget (SPEC §2 public pages). */
export function PublicLayout() {
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
      <SiteFooter />
      <ContactWidget />
    </div>
  );
}
