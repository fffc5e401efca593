import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths, type PathName } from '@/config/paths';
import { HomePage } from '@/features/home';
import { dashboardNav } from '@/features/shell';
import { DashboardLayout } from './layouts/dashboard-layout';
import { FocusLayout } from './layouts/focus-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootShell, type RouteHandle } from './root-shell';
import { GuestRoute, ProtectedRoute } from './routes/guards';

// The information pages live in their own chunk.
const loadInfo = () => import('@/features/info');
const infoPage = (pick: (module: Awaited<ReturnType<typeof loadInfo>>) => ComponentType) =>
  lazy(() => loadInfo().then((module) => ({ default: pick(module) })));
const PrivacyPage = infoPage((m) => m.PrivacyPage);
const TermsPage = infoPage((m) => m.TermsPage);
const AboutPage = infoPage((m) => m.AboutPage);
const ContactPage = infoPage((m) => m.ContactPage);
const HelpPage = infoPage((m) => m.HelpPage);
const BlankPage = infoPage((m) => m.BlankPage);

// Sign-in, verification and activation pages, campaign pages and the development mailbox: their own chunks.
const loadAuth = () => import('@/features/auth');
const authPage = (pick: (module: Awaited<ReturnType<typeof loadAuth>>) => ComponentType) =>
  lazy(() => loadAuth().then((module) => ({ default: pick(module) })));
const LoginPage = authPage((m) => m.LoginPage);
const SignupPage = authPage((m) => m.SignupPage);
const ForgotPasswordPage = authPage((m) => m.ForgotPasswordPage);
const ResetPasswordPage = authPage((m) => m.ResetPasswordPage);
const EmailVerifyPage = authPage((m) => m.EmailVerifyPage);
const ActivationCodePage = authPage((m) => m.ActivationCodePage);
const ConfirmEmailPage = authPage((m) => m.ConfirmEmailPage);
// The resume builder, uploader and manager: one chunk (pdfjs for the preview is a further one, loaded on use).
const loadResumes = () => import('@/features/resumes');
const resumesPage = (pick: (module: Awaited<ReturnType<typeof loadResumes>>) => ComponentType) =>
  lazy(() => loadResumes().then((module) => ({ default: pick(module) })));
const CreateResumePage = resumesPage((m) => m.CreateResumePage);
const UploadResumePage = resumesPage((m) => m.UploadResumePage);
const CreateProfilePage = resumesPage((m) => m.CreateProfilePage);
const ProfileSuccessPage = resumesPage((m) => m.ProfileSuccessPage);
const ResumesManagePage = resumesPage((m) => m.ResumesManagePage);
const BuilderPage = lazy(() => loadResumes().then((module) => ({ default: module.BuilderPage })));
const builder = (name: PathName, mode: 'manual' | 'import' | 'fromResume' | 'edit'): RouteObject => ({
  path: paths[name],
  handle: title(name),
  element: <BuilderPage mode={mode} />,
});

const CampaignPage = lazy(() => import('@/features/campaigns').then((m) => ({ default: m.CampaignPage })));
// Signed-in users get their recommended jobs first on the home page; visitors never load that chunk.
const Recommendations = lazy(() => import('@/features/jobs/components/recommendations').then((m) => ({ default: m.Recommendations })));
// The public forms, and the company analysis with its charts (ECharts loads only there): their own chunks.
const loadForms = () => import('@/features/forms');
const PostJobPage = lazy(() => loadForms().then((m) => ({ default: m.PostJobPage })));
const FeedbackPage = lazy(() => loadForms().then((m) => ({ default: m.FeedbackPage })));
const CompanyAnalysisPage = lazy(() => import('@/features/analysis').then((m) => ({ default: m.CompanyAnalysisPage })));
const DevMailPage = lazy(() => import('@/features/dev-mail').then((m) => ({ default: m.DevMailPage })));
const loadMembership = () => import('@/features/membership');
const loadJobs = () => import('@/features/jobs');
const loadCompanies = () => import('@/features/companies');

/**
 * Starts fetching the code of the public page at `pathname` while the app starts, in parallel with the
 * translations, instead of after the first render reaches the page's route (decision 042).
 */
export function preloadPage(pathname: string): void {
  if (pathname === paths.search || pathname === paths.jobs || pathname.startsWith(`${paths.jobs}/`)) void loadJobs();
  else if (pathname.startsWith(`${paths.company}/`)) void loadCompanies();
}

// The "being built" panel: no page uses it at present, so it stays out of the first download (decision 042).
const PendingPage = lazy(() => import('./routes/pending-pages').then((m) => ({ default: m.PendingPage })));

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
          { index: true, handle: title('home'), element: <HomePage recommendations={<Recommendations />} /> },
          {
            path: paths.search,
            handle: title('search'),
            Component: lazy(() => loadJobs().then((m) => ({ default: m.JobsSearchPage }))),
          },
          {
            path: paths.jobs,
            handle: title('jobs'),
            Component: lazy(() => loadJobs().then((m) => ({ default: m.JobsSearchPage }))),
          },
          // A job on its own page; it sets its own title ("<title> · <company> · JobBridge").
          { path: `${paths.jobs}/:jobId`, Component: lazy(() => loadJobs().then((m) => ({ default: m.JobPage }))) },
          authRoute('company', CompanyAnalysisPage),
          {
            path: paths.companyVisa,
            handle: title('companyVisa'),
            Component: lazy(() => loadCompanies().then((m) => ({ default: m.SponsorDirectoryPage }))),
          },
          // The company pages set their own title (the company's name).
          {
            path: paths.companyVisaDetail,
            Component: lazy(() => loadCompanies().then((m) => ({ default: m.SponsorPage }))),
          },
          {
            path: paths.jobAgency,
            handle: title('jobAgency'),
            Component: lazy(() => import('@/features/agencies').then((m) => ({ default: m.JobAgenciesPage }))),
          },
          {
            path: paths.jobAgencyDetail,
            handle: title('jobAgencyDetail'),
            Component: lazy(() => import('@/features/agencies').then((m) => ({ default: m.AgencyPage }))),
          },
          {
            path: paths.cnAgency,
            handle: title('cnAgency'),
            Component: lazy(() => import('@/features/agencies').then((m) => ({ default: m.CnAgenciesPage }))),
          },
          { path: paths.companyDetail, Component: lazy(() => loadCompanies().then((m) => ({ default: m.CompanyPage }))) },
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
            children: [
              { path: '/dev/checkout/:orderId', Component: lazy(() => loadMembership().then((m) => ({ default: m.DevCheckoutPage }))) },
            ],
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
                Component: lazy(() => import('@/features/flash').then((m) => ({ default: m.FlashPage }))),
              },
              {
                path: paths.aiResumes,
                handle: title('aiResumes'),
                Component: lazy(() => import('@/features/ai').then((m) => ({ default: m.AssistantPage }))),
              },
              {
                path: paths.settings,
                handle: title('settings'),
                Component: lazy(() => import('@/features/account').then((m) => ({ default: m.SettingsPage }))),
              },
              {
                path: paths.savedJobs,
                handle: title('savedJobs'),
                Component: lazy(() => loadJobs().then((m) => ({ default: m.SavedJobsPage }))),
              },
              {
                path: paths.applied,
                handle: title('applied'),
                Component: lazy(() => loadJobs().then((m) => ({ default: m.AppliedJobsPage }))),
              },
              {
                path: paths.account,
                handle: title('account'),
                Component: lazy(() => import('@/features/account').then((m) => ({ default: m.AccountPage }))),
              },
              { path: paths.resumesManage, handle: title('resumesManage'), Component: ResumesManagePage },
              {
                path: paths.referral,
                handle: title('referral'),
                Component: lazy(() => loadMembership().then((m) => ({ default: m.ReferralPage }))),
              },
              {
                path: paths.membership,
                handle: title('membership'),
                Component: lazy(() => loadMembership().then((m) => ({ default: m.MembershipPage }))),
              },
              {
                path: paths.orders,
                handle: title('orders'),
                Component: lazy(() => loadMembership().then((m) => ({ default: m.OrdersPage }))),
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
