/** The route manifest (decision 0024): every page of the portal once, with the remote that owns it, who may see
 *  it and the frame it shows in. Each remote's route list and its deploy entry are read from it, and so are ROUTES
 *  and the href builders that the remotes, the API's mail links and e2e use. Plain data on purpose: each remote's build writes its own entries into its deploy
 *  entry, and the shell builds its table from remotes.json at run time (decision 0036), never from this list. */
import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteApp } from './apps';
import { createRouteTable, NOT_FOUND_PATH, patternsOverlap, type PatternTable } from './route-patterns';

export { REMOTE_NAMES } from './apps';
export {
  createRouteTable,
  LEGACY_SIGN_IN_PATH,
  matchesPattern,
  normalisePath,
  patternsOverlap,
} from './route-patterns';
export type RemoteName = RemoteApp['name'];

/**
 * Who may see a page (product.md, Pages):
 * - `public`: anyone;
 * - `signed-in`: a signed-in advertiser, others go to /signin naming the page;
 * - `auth-only`: a visitor who is not signed in; a signed-in advertiser goes on to the page they wanted;
 * - `operator`: the review desk's pages; the shell lets them through, and mf-review checks its own operator
 *   session (an operator who is not signed in goes to its sign-in page).
 */
export const ROUTE_ACCESS = ['public', 'signed-in', 'auth-only', 'operator'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** The frame around a page: `full` (top bar, the signed-in sidebar, the regular footer) or `auth-minimal` (no
 *  sidebar, the minimal footer). */
export const ROUTE_LAYOUTS = ['full', 'auth-minimal'] as const;
export type RouteLayout = (typeof ROUTE_LAYOUTS)[number];

/** A remote's federation name: `mf_` and a lower-case identifier (the package name as an identifier). The shell
 *  accepts any such name from remotes.json; REMOTE_NAMES lists only the remotes of this repository. */
export const REMOTE_NAME_PATTERN = /^mf_[a-z][a-z0-9_]*$/;
export const RemoteNameSchema = v.pipe(
  v.string(),
  v.regex(REMOTE_NAME_PATTERN, 'a remote name is mf_ followed by lower-case letters, digits or _'),
);

/** A path pattern: `/`, or segments each of which is a static word or `:name` (one segment); no trailing slash. */
export const ROUTE_PATH_PATTERN = /^\/$|^(?:\/(?::[A-Za-z]\w*|[A-Za-z0-9._~-]+))+$/;
export const RoutePathSchema = v.pipe(
  v.string(),
  v.regex(ROUTE_PATH_PATTERN, 'a path is / or /-separated segments, each a word or :name'),
);

/** One page: a react-router path pattern (`:name` stands for one segment), its owner, access and layout. */
export const RouteEntrySchema = v.strictObject({
  path: RoutePathSchema,
  remote: v.picklist(REMOTE_NAMES),
  access: v.picklist(ROUTE_ACCESS),
  layout: v.picklist(ROUTE_LAYOUTS),
});
export type RouteEntry = v.InferOutput<typeof RouteEntrySchema>;

/** A page as any route table holds it: the manifest's entries, or the routes a deployed remote declares in
 *  remotes.json, whose owner may be a remote this build never heard of. */
export type RouteRule = {
  readonly path: string;
  readonly remote: string;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
};

/** The one table. Add a page here, then give its remote's routes.tsx the page for the new id. */
export const ROUTE_MANIFEST = {
  home: { path: '/', remote: 'mf_public', access: 'public', layout: 'full' },
  contact: { path: '/contact', remote: 'mf_public', access: 'public', layout: 'full' },
  faqs: { path: '/faqs', remote: 'mf_public', access: 'public', layout: 'full' },
  signUp: { path: '/signup', remote: 'mf_auth', access: 'public', layout: 'auth-minimal' },
  onboarding: { path: '/signup/onboarding', remote: 'mf_auth', access: 'public', layout: 'auth-minimal' },
  onboardingExpired: {
    path: '/signup/onboarding/expired',
    remote: 'mf_auth',
    access: 'public',
    layout: 'auth-minimal',
  },
  onboardingVerified: {
    path: '/signup/onboarding/verified',
    remote: 'mf_auth',
    access: 'public',
    layout: 'auth-minimal',
  },
  signIn: { path: '/signin', remote: 'mf_auth', access: 'auth-only', layout: 'auth-minimal' },
  forgotPassword: { path: '/forgot-password', remote: 'mf_auth', access: 'public', layout: 'auth-minimal' },
  resetPassword: { path: '/reset-password', remote: 'mf_auth', access: 'public', layout: 'auth-minimal' },
  newEmailConfirmation: {
    path: '/new-email-confirmation',
    remote: 'mf_auth',
    access: 'public',
    layout: 'auth-minimal',
  },
  invitation: { path: '/invitation', remote: 'mf_auth', access: 'public', layout: 'auth-minimal' },
  dashboard: { path: '/dashboard', remote: 'mf_dashboard', access: 'signed-in', layout: 'full' },
  adApplication: {
    path: '/dashboard/ads/application',
    remote: 'mf_ads',
    access: 'signed-in',
    layout: 'full',
  },
  adResubmission: {
    path: '/dashboard/ads/application/:id',
    remote: 'mf_ads',
    access: 'signed-in',
    layout: 'full',
  },
  adDetails: { path: '/dashboard/ads/:id', remote: 'mf_ads', access: 'signed-in', layout: 'full' },
  account: { path: '/dashboard/account', remote: 'mf_account', access: 'signed-in', layout: 'full' },
  billing: { path: '/dashboard/billing', remote: 'mf_dashboard', access: 'signed-in', layout: 'full' },
  receipt: {
    path: '/dashboard/billing/:receiptNumber',
    remote: 'mf_dashboard',
    access: 'signed-in',
    layout: 'full',
  },
  reviewQueue: { path: '/review', remote: 'mf_review', access: 'operator', layout: 'full' },
  reviewAd: { path: '/review/ads/:id', remote: 'mf_review', access: 'operator', layout: 'full' },
  reviewAuditLog: { path: '/review/audit-log', remote: 'mf_review', access: 'operator', layout: 'full' },
  reviewSignIn: { path: '/review/signin', remote: 'mf_review', access: 'public', layout: 'auth-minimal' },
  reviewSetPassword: {
    path: '/review/set-password',
    remote: 'mf_review',
    access: 'public',
    layout: 'auth-minimal',
  },
} as const satisfies Record<string, RouteEntry>;

type Manifest = typeof ROUTE_MANIFEST;
export type RouteId = keyof Manifest;
/** A manifest entry with its id, as the lookups below return it. */
export type ManifestRoute = RouteEntry & { id: RouteId };
/** The ids of the pages one remote owns, e.g. RouteIdOf<'mf_public'> is 'home' | 'contact' | 'faqs'. */
export type RouteIdOf<R extends RemoteName> = {
  [K in RouteId]: Manifest[K]['remote'] extends R ? K : never;
}[RouteId];

function isRouteId(id: string): id is RouteId {
  return Object.hasOwn(ROUTE_MANIFEST, id);
}

/** Every entry with its id, in the manifest's order. */
export const ROUTE_LIST: readonly ManifestRoute[] = Object.entries(ROUTE_MANIFEST).flatMap(([id, entry]) =>
  isRouteId(id) ? [{ id, ...entry }] : [],
);

/** The pages the shell serves itself: the not-found page, and the older sign-in path that lands on /signin. */
const SHELL_PATHS = { notFound: NOT_FOUND_PATH } as const;

type RoutePaths = { readonly [K in RouteId]: Manifest[K]['path'] } & typeof SHELL_PATHS;

/** Every path by name, for links and navigation: ROUTES.signIn is '/signin'. */
export const ROUTES: RoutePaths = {
  // Built from the manifest's own keys and paths, which is exactly the type's promise.
  ...(Object.fromEntries(ROUTE_LIST.map((route) => [route.id, route.path])) as {
    [K in RouteId]: Manifest[K]['path'];
  }),
  ...SHELL_PATHS,
};

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The art show's public site: About, Terms and privacy, Cookie policy open there in a new tab. */
export const PUBLIC_SITE_LINKS = {
  about: 'https://www.virtual-art-exhibition.com/about',
  termsPrivacy: 'https://www.virtual-art-exhibition.com/terms-privacy',
  cookiePolicy: 'https://www.virtual-art-exhibition.com/cookie-policy',
} as const;

/** A path pattern with its `:name` segments filled in: fillPath('/dashboard/ads/:id', { id: 3 }). */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (segment, name: string) =>
    name in params ? String(params[name]) : segment,
  );
}

function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

export const hrefs = {
  adDetails: (id: number | string) => fillPath(ROUTES.adDetails, { id }),
  adResubmission: (id: number | string) => fillPath(ROUTES.adResubmission, { id }),
  /** "Run again" of ad `id`: the application, pre-filled from that ad (product.md, Run again). */
  adRunAgain: (id: number | string) => withQuery(ROUTES.adApplication, { runAgain: id }),
  receipt: (receiptNumber: string) => fillPath(ROUTES.receipt, { receiptNumber }),
  onboarding: (q: { id: number | string; token: string; accountId: string }) =>
    withQuery(ROUTES.onboarding, { id: q.id, token: q.token, account_id: q.accountId }),
  onboardingExpired: (q: { id: number | string; accountId: string }) =>
    withQuery(ROUTES.onboardingExpired, { id: q.id, account_id: q.accountId }),
  resetPassword: (token: string) => withQuery(ROUTES.resetPassword, { token }),
  newEmailConfirmation: (q: { id: number | string; token: string; accountId: string }) =>
    withQuery(ROUTES.newEmailConfirmation, { token: q.token, id: q.id, account_id: q.accountId }),
  /** The invitation mail's link (INVITATION_PAGE in api/schemas/members.ts is the same path). */
  invitation: (token: string) => withQuery(ROUTES.invitation, { token }),
  dashboardWithCheckoutStatus: (status: 'success' | 'failed') =>
    withQuery(ROUTES.dashboard, { checkout_status: status }),
};

/** Every pair of entries whose patterns overlap (patternsOverlap), in list order; empty for a sound table. */
export function findRouteOverlaps<E extends RouteRule>(entries: readonly E[]): [E, E][] {
  return entries.flatMap((entry, i) =>
    entries
      .slice(i + 1)
      .flatMap((other): [E, E][] => (patternsOverlap(entry.path, other.path) ? [[entry, other]] : [])),
  );
}

/** The lookups the shell needs, over any list of entries: the manifest above, or the routes each remote declares
 *  in remotes.json (decision 0036), which the shell builds its table from at run time. */
export type RouteTable<E extends RouteRule = RouteEntry> = PatternTable<E>;

/** This build's route table, from the manifest: for tests and tooling. The shell's table comes from remotes.json. */
export const PORTAL_ROUTE_TABLE: RouteTable<ManifestRoute> = createRouteTable(ROUTE_LIST);

/** The manifest entry of a path, or null when no page has it. */
export function routeForPath(pathname: string): ManifestRoute | null {
  return PORTAL_ROUTE_TABLE.routeFor(pathname);
}

/** Which remote owns a path, or null for the not-found page. */
export function remoteForPath(pathname: string): RemoteName | null {
  return routeForPath(pathname)?.remote ?? null;
}

/** The frame of a path; a path no page has (the not-found page) gets the full one. */
export function layoutForPath(pathname: string): RouteLayout {
  return routeForPath(pathname)?.layout ?? 'full';
}

/** Auth pages show the minimal footer and no sidebar (product.md, Pages): the pages whose layout is auth-minimal. */
export function isAuthPath(pathname: string): boolean {
  return layoutForPath(pathname) === 'auth-minimal';
}

/** Pages that need a signed-in advertiser (all of /dashboard). */
export function isDashboardPath(pathname: string): boolean {
  return routeForPath(pathname)?.access === 'signed-in';
}

/** The entries one remote owns, in manifest order: what its routes.tsx must serve. */
export function routeEntriesOf<R extends RemoteName>(remote: R): (ManifestRoute & { id: RouteIdOf<R> })[] {
  return ROUTE_LIST.filter((route): route is ManifestRoute & { id: RouteIdOf<R> } => route.remote === remote);
}

/** The query parameter that carries the wanted page through sign-in (product.md, Pages). */
export const REDIRECT_PARAM = 'redirect';

/** /signin naming the wanted page (path and query), encoded: where the guard sends a signed-out visitor. */
export function signInHref(wanted: string): string {
  return `${ROUTES.signIn}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

// Any origin works as the base: a value that resolves to another one would leave the portal.
const REDIRECT_BASE = 'https://portal.invalid';

/** Where sign-in leads: the ?redirect= path when it is a path on this origin, otherwise the dashboard. The shell's
 *  guard (a signed-in visitor on /signin) and the sign-in page both follow it, so a crafted sign-in link can never
 *  send anyone to another site. */
export function pathAfterSignIn(search: string): string {
  const path = safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (!path) return ROUTES.dashboard;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' passes the prefix check yet means
  // '//evil.example'; resolving the path the way the browser will settles it.
  const url = new URL(path, REDIRECT_BASE);
  return url.origin === REDIRECT_BASE ? `${url.pathname}${url.search}${url.hash}` : ROUTES.dashboard;
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
