/** Every route path of the portal (SPEC §2) and the href builders for routes that carry data.
 *  The shell's route table, the remotes' route objects, the API's mail links and e2e all read these. */

export const ROUTES = {
  home: '/',
  signUp: '/signup',
  onboarding: '/signup/onboarding',
  onboardingExpired: '/signup/onboarding/expired',
  onboardingVerified: '/signup/onboarding/verified',
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  newEmailConfirmation: '/new-email-confirmation',
  contact: '/contact',
  faqs: '/faqs',
  notFound: '/404',
  dashboard: '/dashboard',
  adApplication: '/dashboard/ads/application',
  adResubmission: '/dashboard/ads/application/:id',
  adDetails: '/dashboard/ads/:id',
  account: '/dashboard/account',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The older sign-in path that some notes mention; it lands on /signin (SPEC §2 "Access"). */
export const LEGACY_SIGN_IN_PATH = '/login';

/** The art show's public site: About, Terms and privacy, Cookie policy open there in a new tab. */
export const PUBLIC_SITE_LINKS = {
  about: 'https://www.virtual-art-exhibition.com/about',
  termsPrivacy: 'https://www.virtual-art-exhibition.com/terms-privacy',
  cookiePolicy: 'https://www.virtual-art-exhibition.com/cookie-policy',
} as const;

function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

export const hrefs = {
  adDetails: (id: number | string) => `/dashboard/ads/${id}`,
  adResubmission: (id: number | string) => `/dashboard/ads/application/${id}`,
  onboarding: (q: { id: number | string; token: string; accountId: string }) =>
    withQuery(ROUTES.onboarding, { id: q.id, token: q.token, account_id: q.accountId }),
  onboardingExpired: (q: { id: number | string; accountId: string }) =>
    withQuery(ROUTES.onboardingExpired, { id: q.id, account_id: q.accountId }),
  resetPassword: (token: string) => withQuery(ROUTES.resetPassword, { token }),
  newEmailConfirmation: (q: { id: number | string; token: string; accountId: string }) =>
    withQuery(ROUTES.newEmailConfirmation, { token: q.token, id: q.id, account_id: q.accountId }),
  dashboardWithCheckoutStatus: (status: 'success' | 'failed') =>
    withQuery(ROUTES.dashboard, { checkout_status: status }),
};

/** Any path containing one of these words is an auth page: minimal footer, no sidebar (SPEC §2). */
const AUTH_PATH_WORDS = ['signup', 'signin', 'forgot-password', 'new-email-confirmation', 'reset-password'];

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATH_WORDS.some((word) => pathname.includes(word));
}

/** Dashboard routes need a signed-in advertiser. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === ROUTES.dashboard || pathname.startsWith(`${ROUTES.dashboard}/`);
}

/**
 * A same-origin path that is safe to navigate to after sign-in, or null. Only relative paths
 * beginning with a single slash pass, so `//evil.example` and `https://…` never become redirects.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Browsers drop tabs and line breaks from URLs, so `/\t/evil.example` would become `//evil.example`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  return value;
}
