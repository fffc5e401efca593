import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AppLoadingScreen } from '@/components/app-loading-screen';
import { LoadingOverlay } from '@/features/shell';
import { AuthProvider } from '@/lib/auth';
import { useToastRaised } from '@/lib/notify';

// The toast area and its library: fetched after the first page, drawn with the first toast (lib/notify.ts).
const loadToasts = () => import('react-toastify');
const Toasts = lazy(() =>
  loadToasts().then(({ Bounce, ToastContainer }) => ({
    default: () => (
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        newestOnTop
        transition={Bounce}
        theme="light"
      />
    ),
  })),
);

/** Route-level data: the `common` key of the page's title. */
export interface RouteHandle {
  titleKey?: string;
  /** The server draws the first view of the pages below (decision 049). */
  firstView?: boolean;
  /** The URL parameters the page reads: its first view is drawn and cached for these only. */
  query?: readonly string[];
}

/** Sets the tab title from the route's handle. Routes without one (the info pages) set their own. */
function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.titleKey)?.handle as
    RouteHandle | undefined;
  const key = handle?.titleKey;
  const title = !key ? null : key === 'pageTitles.home' ? t('brand.full') : `${t(key)} · ${t('brand.name')}`;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

/** The root route: auth, page titles, scroll restoration, the global overlay and the toast area. */
export function RootShell() {
  const { t } = useTranslation();
  const toastRaised = useToastRaised();
  // The library is fetched while the app starts, so that the first toast shows at once; its area, whose style
  // sheet restyles the whole page, is drawn only with the first toast (decision 042).
  useEffect(() => {
    void loadToasts();
  }, []);
  return (
    <>
      <AuthProvider loadingFallback={<AppLoadingScreen label={t('loading.app')} />}>
        <DocumentTitle />
        <ScrollRestoration />
        <Outlet />
        <LoadingOverlay />
      </AuthProvider>
      {toastRaised && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
