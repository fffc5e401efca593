/** Every route of docs/product.md §2 in one place. `path` is the router pattern; `href()` builds a link. */
export const paths = {
  home: '/',
  search: '/search',
  jobs: '/jobs',
  company: '/company',
  companyVisa: '/company/visa',
  companyVisaDetail: '/company/visa/:companyName',
  companyDetail: '/company/:companyName',
  jobAgency: '/company/jobagency',
  jobAgencyDetail: '/company/jobagency/:slug',
  cnAgency: '/company/cnagency',
  privacy: '/privacy',
  terms: '/terms',
  about: '/about',
  contact: '/contact',
  help: '/help',
  blank: '/blankpage',
  campaign: '/campaign/:campaignId',
  postJob: '/forms/postjob',
  feedback: '/forms/feedback',

  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',

  emailVerify: '/email-verify',
  activationCode: '/activation-code',
  confirmEmail: '/confirm-email/:token',

  createResume: '/createResume',
  uploadResume: '/uploadResume',
  createProfile: '/createProfile',
  profileSuccess: '/profile-success',
  inputManual: '/inputManul',
  inputProfile: '/inputProfile',
  inputEdit: '/inputEdit',
  editResume: '/editResume',

  app: '/app',
  aiResumes: '/app/airesumes',
  easyApply: '/app/easy',
  settings: '/app/settings',
  savedJobs: '/app/savedJobs',
  applied: '/app/applied',
  account: '/app/account',
  resumesManage: '/app/resumesManage',
  referral: '/app/referral',
  membership: '/app/membership',
  orders: '/app/orders',
} as const;

export type PathName = keyof typeof paths;

/** The AI assistant's entry from the header opens its dashboard view. */
export const aiAssistantHref = `${paths.aiResumes}?dashboard=1`;

export function jobsHref(query: { q?: string; location?: string }): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.location) params.set('location', query.location);
  const search = params.toString();
  return search ? `${paths.jobs}?${search}` : paths.jobs;
}
