// Every screen of docs/screens-and-data.md, "Screens and routes", as code-based TanStack Router routes. Public pages share
// the header and footer; the account area is guarded in `beforeLoad` with the current-user query
// and loaded on demand, so the home page never downloads it.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ACCOUNT_PAGE } from '@/shared/account-pages.ts';
import { loadCurrentUser } from '../lib/current-user.ts';
import { PublicLayout } from '../features/layout/PublicLayout.tsx';
import HomePage from '../features/marketing/HomePage.tsx';
import { NotFoundPage } from '../features/marketing/NotFoundPage.tsx';
import { loadCallHistoryData, loadContactsData, loadDashboardData, loadSchedulesData } from './account-data.ts';
import { AccountSkeleton, PageLoading } from './AccountSkeleton.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page's name in the browser tab, before " | CareCall". */
    title?: string;
  }
}

/** Only same-site paths may be returned to after logging in (no open redirect). */
export function safeRedirectPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  ),
  errorComponent: RouteError,
});

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
});

/** A lazily loaded page's module, with the theme recipes that the home page does without. */
const withLaterRecipes =
  <T,>(importer: () => Promise<T>) =>
  () =>
    Promise.all([importer(), import('./theme-later-recipes.ts')]).then(([module]) => module);

const page = <TPath extends string>(path: TPath, title: string, importer: () => Promise<{ default: ComponentType }>) =>
  ({ path, staticData: { title }, component: lazyRouteComponent(withLaterRecipes(importer)) }) as const;

const homeRoute = createRoute({ getParentRoute: () => publicLayout, path: '/', component: HomePage });
const aboutRoute = createRoute({
  getParentRoute: () => publicLayout,
  ...page('/about', 'About', () => import('../features/marketing/AboutPage.tsx')),
});
const servicesRoute = createRoute({
  getParentRoute: () => publicLayout,
  ...page('/services', 'Services and plans', () => import('../features/plans/ServicesPage.tsx')),
});
const contactRoute = createRoute({
  getParentRoute: () => publicLayout,
  ...page('/contact', 'Contact us', () => import('../features/marketing/ContactPage.tsx')),
});
const privacyRoute = createRoute({
  getParentRoute: () => publicLayout,
  ...page('/privacy', 'Privacy policy', () => import('../features/marketing/PrivacyPage.tsx')),
});
const termsRoute = createRoute({
  getParentRoute: () => publicLayout,
  ...page('/terms', 'Terms of service', () => import('../features/marketing/TermsPage.tsx')),
});
const timezoneTestRoute = createRoute({
  getParentRoute: () => publicLayout,
  ...page('/timezone-test', 'Call time checker', () => import('../features/timezone-test/TimezoneTestPage.tsx')),
});

/** /register and /login send a signed-in visitor to the dashboard. */
async function redirectSignedIn({ context }: { context: RouterContext }) {
  if (await loadCurrentUser(context.queryClient)) throw redirect({ to: '/dashboard', replace: true });
}

const registerRoute = createRoute({
  getParentRoute: () => publicLayout,
  beforeLoad: redirectSignedIn,
  ...page('/register', 'Create your account', () => import('../features/auth/RegisterPage.tsx')),
});
const loginRoute = createRoute({
  getParentRoute: () => publicLayout,
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const path = safeRedirectPath(search.redirect);
    return path ? { redirect: path } : {};
  },
  beforeLoad: redirectSignedIn,
  ...page('/login', 'Log in', () => import('../features/auth/LoginPage.tsx')),
});
const forgotPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  ...page('/forgot-password', 'Forgot password', () => import('../features/auth/ForgotPasswordPage.tsx')),
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  // The token of the emailed link; the page says the link is spent when it is missing.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  ...page('/reset-password', 'Choose a new password', () => import('../features/auth/ResetPasswordPage.tsx')),
});

const accountLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'account',
  beforeLoad: async ({ context, location }) => {
    const user = await loadCurrentUser(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    return { user };
  },
  pendingComponent: AccountSkeleton,
  component: lazyRouteComponent(withLaterRecipes(() => import('../features/account/AccountLayout.tsx'))),
});

const dashboardRoute = createRoute({
  getParentRoute: () => accountLayout,
  loader: ({ context }) => loadDashboardData(context.queryClient),
  ...page(ACCOUNT_PAGE.dashboard, 'Dashboard', () => import('../features/dashboard/DashboardPage.tsx')),
});
const profileRoute = createRoute({
  getParentRoute: () => accountLayout,
  ...page(ACCOUNT_PAGE.profile, 'Profile', () => import('../features/profile/ProfilePage.tsx')),
});
const manageCallsRoute = createRoute({
  getParentRoute: () => accountLayout,
  loader: ({ context }) => loadSchedulesData(context.queryClient),
  ...page(ACCOUNT_PAGE.manageCalls, 'Call settings', () => import('../features/schedules/ManageCallsPage.tsx')),
});
const callHistoryRoute = createRoute({
  getParentRoute: () => accountLayout,
  loader: ({ context }) => loadCallHistoryData(context.queryClient),
  ...page(ACCOUNT_PAGE.callHistory, 'Call history', () => import('../features/call-history/CallHistoryPage.tsx')),
});
const escalationContactsRoute = createRoute({
  getParentRoute: () => accountLayout,
  loader: ({ context }) => loadContactsData(context.queryClient),
  // `?add=true` opens the Add Emergency Contact dialog (the dashboard's Quick Action).
  validateSearch: (search: Record<string, unknown>): { add?: boolean } =>
    search.add === true || search.add === 'true' || search.add === 1 ? { add: true } : {},
  ...page(ACCOUNT_PAGE.escalationContacts, 'Escalation contacts', () => import('../features/contacts/EscalationContactsPage.tsx')),
});

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    homeRoute,
    aboutRoute,
    servicesRoute,
    contactRoute,
    privacyRoute,
    termsRoute,
    timezoneTestRoute,
    registerRoute,
    loginRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
  ]),
  accountLayout.addChildren([dashboardRoute, profileRoute, manageCallsRoute, callHistoryRoute, escalationContactsRoute]),
]);

/**
 * The app's router; tests and the pre-renderer pass a memory history. The pre-renderer turns
 * scroll restoration off: on a server the router writes it as an inline script, which the site's
 * Content-Security-Policy forbids; the app restores scroll positions itself once it runs.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, { scrollRestoration = true } = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data lives in TanStack Query; the router should not cache loader results on top of it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: PageLoading,
    scrollRestoration,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
