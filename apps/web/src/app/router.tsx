import { isValidElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths, type PathName } from '@/config/paths';
import { HomePage } from '@/features/home';
import { dashboardNav } from '@/features/shell';
import { DashboardLayout } from './layouts/dashboard-layout';
import { FocusLayout } from './layouts/focus-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootShell, type RouteHandle } from './root-shell';
import { AGENCY_LIST_KEYS, DIRECTORY_KEYS, JOB_SEARCH_KEYS } from '@/config/page-params';
import { GuestRoute, ProtectedRoute } from './routes/guards';

/** A page in a chunk of its own, whose code `preloadPage` can start fetching before React reaches it. */
type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };
function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: pick(module) }))),
    { preload: load },
  );
}

// The information pages live in their own chunk.
const loadInfo = () => import('@/features/info');
const infoPage = (pick: (module: Awaited<ReturnType<typeof loadInfo>>) => ComponentType) => lazyPage(loadInfo, pick);
const PrivacyPage = infoPage((m) => m.PrivacyPage);
const TermsPage = infoPage((m) => m.TermsPage);
const AboutPage = infoPage((m) => m.AboutPage);
const ContactPage = infoPage((m) => m.ContactPage);
const HelpPage = infoPage((m) => m.HelpPage);
const BlankPage = infoPage((m) => m.BlankPage);

// Sign-in, verification and activation pages, campaign pages and the development mailbox: their own chunks.
const loadAuth = () => import('@/features/auth');
const authPage = (pick: (module: Awaited<ReturnType<typeof loadAuth>>) => ComponentType) => lazyPage(loadAuth, pick);
const LoginPage = authPage((m) => m.LoginPage);
const SignupPage = authPage((m) => m.SignupPage);
const ForgotPasswordPage = authPage((m) => m.ForgotPasswordPage);
const ResetPasswordPage = authPage((m) => m.ResetPasswordPage);
const EmailVerifyPage = authPage((m) => m.EmailVerifyPage);
const ActivationCodePage = authPage((m) => m.ActivationCodePage);
const ConfirmEmailPage = authPage((m) => m.ConfirmEmailPage);
// The resume builder, uploader and manager: one chunk (pdfjs for the preview is a further one, loaded on use).
const loadResumes = () => import('@/features/resumes');
const resumesPage = (pick: (module: Awaited<ReturnType<typeof loadResumes>>) => ComponentType) => lazyPage(loadResumes, pick);
const CreateResumePage = resumesPage((m) => m.CreateResumePage);
const UploadResumePage = resumesPage((m) => m.UploadResumePage);
const CreateProfilePage = resumesPage((m) => m.CreateProfilePage);
const ProfileSuccessPage = resumesPage((m) => m.ProfileSuccessPage);
const ResumesManagePage = resumesPage((m) => m.ResumesManagePage);
const BuilderPage = lazyPage(loadResumes, (m) => m.BuilderPage);
const builder = (name: PathName, mode: 'manual' | 'import' | 'fromResume' | 'edit'): RouteObject => ({
  path: paths[name],
  handle: title(name),
  element: <BuilderPage mode={mode} />,
});

const CampaignPage = lazyPage(
  () => import('@/features/campaigns'),
  (m) => m.CampaignPage,
);
// The account pages show the mailbox feature's parts (features import no other feature: they meet here); both
// chunks load together.
const loadMailbox = () => import('@/features/mailbox');
const loadAccount = () => Promise.all([import('@/features/account'), loadMailbox()]).then(([account]) => account);
const SettingsPage = lazyPage(loadAccount, (m) => m.SettingsPage);
const AccountPage = lazyPage(loadAccount, (m) => m.AccountPage);
const MailboxSection = lazyPage(loadMailbox, (m) => m.MailboxSection);
const MailboxSummary = lazyPage(loadMailbox, (m) => m.MailboxSummary);
const slot = (part: ReactNode) => <Suspense fallback={null}>{part}</Suspense>;

// Signed-in users get their recommended jobs first on the home page; visitors never load that chunk.
const Recommendations = lazyPage(
  () => import('@/features/jobs/components/recommendations'),
  (m) => m.Recommendations,
);
// The public forms, and the company analysis with its charts (ECharts loads only there): their own chunks.
const loadForms = () => import('@/features/forms');
const PostJobPage = lazyPage(loadForms, (m) => m.PostJobPage);
const FeedbackPage = lazyPage(loadForms, (m) => m.FeedbackPage);
const CompanyAnalysisPage = lazyPage(
  () => import('@/features/analysis'),
  (m) => m.CompanyAnalysisPage,
);
const DevMailPage = lazyPage(
  () => import('@/features/dev-mail'),
  (m) => m.DevMailPage,
);
const loadMembership = () => import('@/features/membership');
const loadJobs = () => import('@/features/jobs');
const loadCompanies = () => import('@/features/companies');
const loadAgencies = () => import('@/features/agencies');

/**
 * Starts fetching the code of the page the router has matched while the app starts, in parallel with the
 * translations, instead of after the first render reaches the page's route (decision 042): any page made by
 * `lazyPage`. The router's own matches: matching the route table again cost a phone a long task (decision 049).
 */
export function preloadPage(router: AppRouter): void {
  for (const { route } of router.state.matches) {
    const page = route.Component ?? (isValidElement(route.element) ? route.element.type : undefined);
    if (page && typeof page === 'object' && 'preload' in page) void (page as LazyPage).preload();
  }
}

// The "being built" panel: no page uses it at present, so it stays out of the first download (decision 042).
const PendingPage = lazyPage(
  () => import('./routes/pending-pages'),
  (m) => m.PendingPage,
);

/** Dashboard pages a later issue builds (the "being built" panel). */
const PENDING_DASHBOARD: readonly PathName[] = [];

/**
 * Where /app opens: the first entry of the dashboard's menu whose page exists, not a "being built" panel;
 * it moves to the AI assistant by itself once that page is built.
 */
const dashboardHome: string =
  dashboardNav.map((entry) => entry.to).find((to) => !PENDING_DASHBOARD.some((name) => paths[name] === (to.split('?')[0] ?? to))) ??
  paths.settings;

const title = (page: PathName): RouteHandle => ({ titleKey: `pageTitles.${page}` });

/** A page with its route title. */
const authRoute = (name: PathName, Component: ComponentType): RouteObject => ({
  path: paths[name],
  handle: title(name),
  element: <Component />,
});

/** A page a later issue builds: route, title and the "being built" panel. */
const pending = (page: PathName, options: { dashboard?: boolean } = {}): RouteObject => ({
  path: paths[page],
  handle: title(page),
  element: <PendingPage page={page} dashboard={options.dashboard} />,
});

/** An information page; it sets its own document title. */
const page = (name: PathName, Component: ComponentType): RouteObject => ({
  path: paths[name],
  element: <Component />,
});

/** The full route table of docs/product.md §2. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // The public pages (docs/product.md §2) and the guest-only ones: the server draws their first view
            // (decision 049). A route here names the URL parameters its page reads (`query`): the first view is
            // drawn, and cached, for those only.
            handle: { firstView: true } satisfies RouteHandle,
            children: [
              { index: true, handle: title('home'), element: <HomePage recommendations={<Recommendations />} /> },
              {
                path: paths.search,
                handle: { ...title('search'), query: JOB_SEARCH_KEYS },
                Component: lazyPage(loadJobs, (m) => m.JobsSearchPage),
              },
              {
                path: paths.jobs,
                handle: { ...title('jobs'), query: JOB_SEARCH_KEYS },
                Component: lazyPage(loadJobs, (m) => m.JobsSearchPage),
              },
              // A job on its own page; it sets its own title ("<title> · <company> · JobBridge").
              { path: `${paths.jobs}/:jobId`, Component: lazyPage(loadJobs, (m) => m.JobPage) },
              authRoute('company', CompanyAnalysisPage),
              {
                path: paths.companyVisa,
                handle: { ...title('companyVisa'), query: DIRECTORY_KEYS },
                Component: lazyPage(loadCompanies, (m) => m.SponsorDirectoryPage),
              },
              // The company pages set their own title (the company's name).
              {
                path: paths.companyVisaDetail,
                Component: lazyPage(loadCompanies, (m) => m.SponsorPage),
              },
              {
                path: paths.jobAgency,
                handle: { ...title('jobAgency'), query: AGENCY_LIST_KEYS },
                Component: lazyPage(loadAgencies, (m) => m.JobAgenciesPage),
              },
              {
                path: paths.jobAgencyDetail,
                handle: title('jobAgencyDetail'),
                Component: lazyPage(loadAgencies, (m) => m.AgencyPage),
              },
              {
                path: paths.cnAgency,
                handle: { ...title('cnAgency'), query: AGENCY_LIST_KEYS },
                Component: lazyPage(loadAgencies, (m) => m.CnAgenciesPage),
              },
              { path: paths.companyDetail, Component: lazyPage(loadCompanies, (m) => m.CompanyPage) },
              page('privacy', PrivacyPage),
              page('terms', TermsPage),
              page('about', AboutPage),
              page('contact', ContactPage),
              page('help', HelpPage),
              page('blank', BlankPage),
              // The campaign page sets its own title (it depends on the campaign).
              { path: paths.campaign, element: <CampaignPage /> },
              authRoute('postJob', PostJobPage),
              authRoute('feedback', FeedbackPage),
              {
                // Guest-only (docs/product.md §4), returning a user who signs in here to the page a guard stopped them at.
                element: <GuestRoute />,
                children: [
                  authRoute('login', LoginPage),
                  authRoute('signup', SignupPage),
                  authRoute('forgotPassword', ForgotPasswordPage),
                  authRoute('resetPassword', ResetPasswordPage),
                ],
              },
            ],
          },

          authRoute('emailVerify', EmailVerifyPage),
          authRoute('activationCode', ActivationCodePage),
          authRoute('confirmEmail', ConfirmEmailPage),
          // Development only: the page itself says so when /api/site reports no development outbox.
          { path: '/dev/mail', element: <DevMailPage /> },

          {
            element: <ProtectedRoute />,
            children: [authRoute('createResume', CreateResumePage), authRoute('uploadResume', UploadResumePage)],
          },
          // Development only (no Stripe keys): stands in for Stripe Checkout; the server refuses it otherwise.
          {
            element: <ProtectedRoute />,
            children: [{ path: '/dev/checkout/:orderId', Component: lazyPage(loadMembership, (m) => m.DevCheckoutPage) }],
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <FocusLayout />,
            children: [
              // Which builder page does what: docs/decisions/008-resume-builder-pages.md.
              authRoute('createProfile', CreateProfilePage),
              authRoute('profileSuccess', ProfileSuccessPage),
              builder('inputManual', 'manual'),
              builder('inputProfile', 'import'),
              builder('inputEdit', 'fromResume'),
              builder('editResume', 'edit'),
            ],
          },
          {
            path: paths.app,
            element: <DashboardLayout />,
            children: [
              { index: true, element: <Navigate to={dashboardHome} replace /> },
              ...PENDING_DASHBOARD.map((name) => pending(name, { dashboard: true })),
              {
                path: paths.easyApply,
                handle: title('easyApply'),
                Component: lazyPage(
                  () => import('@/features/flash'),
                  (m) => m.FlashPage,
                ),
              },
              {
                path: paths.aiResumes,
                handle: title('aiResumes'),
                Component: lazyPage(
                  () => import('@/features/ai'),
                  (m) => m.AssistantPage,
                ),
              },
              {
                path: paths.settings,
                handle: title('settings'),
                element: <SettingsPage mailbox={slot(<MailboxSection />)} />,
              },
              {
                path: paths.savedJobs,
                handle: title('savedJobs'),
                Component: lazyPage(loadJobs, (m) => m.SavedJobsPage),
              },
              {
                path: paths.applied,
                handle: title('applied'),
                Component: lazyPage(loadJobs, (m) => m.AppliedJobsPage),
              },
              {
                path: paths.account,
                handle: title('account'),
                element: <AccountPage mailbox={slot(<MailboxSummary />)} />,
              },
              { path: paths.resumesManage, handle: title('resumesManage'), Component: ResumesManagePage },
              {
                path: paths.referral,
                handle: title('referral'),
                Component: lazyPage(loadMembership, (m) => m.ReferralPage),
              },
              {
                path: paths.membership,
                handle: title('membership'),
                Component: lazyPage(loadMembership, (m) => m.MembershipPage),
              },
              {
                path: paths.orders,
                handle: title('orders'),
                Component: lazyPage(loadMembership, (m) => m.OrdersPage),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createRouter>;
