import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { startPageData, type PageDataModule } from '../lib/page-data';
import { dashboardData as dashboardFirstData } from '../features/dashboard/api/dashboard-data';
import { dealData as dealFirstData } from '../features/deals/api/deal-data';
import { LandingPage } from '../features/landing/components/landing-page';
import { CreatorShowcase } from '../features/showcase/components/creator-showcase';
import { PageSpinner } from '../components/ui/spinner';
import { DeferredContactForm } from './deferred-forms';
import { AppShell } from './layout/app-shell';
import { ErrorPage } from './routes/error-page';
import { RequireSession } from './routes/require-session';
import { NotFoundPage } from './routes/not-found-page';

// Only the landing is in the first download: every other page loads its feature's code when visited.
const authPages = () => import('../features/auth');
const dashboardPages = () => import('../features/dashboard');
const profilePages = () => import('../features/profile');
const searchPages = () => import('../features/search');
const shortlistPages = () => import('../features/shortlists');
const dealPages = () => import('../features/deals');
const dealRoute = () => import('./routes/deal-route');
const campaignPages = () => import('../features/campaigns');
const infoPages = () => import('../features/info-pages');
const adminPages = () => import('../features/admin');
const settingsPages = () => import('../features/settings');
const conversationPages = () => import('../features/conversations');
const notificationPages = () => import('../features/notifications');
const paymentPages = () => import('../features/payments');
const analyticsPages = () => import('../features/analytics');
const brandPages = () => import('../features/brands');
const insightsPages = () => import('../features/insights');
const apiTestPages = () => import('../features/api-test');
const unsubscribePage = () => import('../features/newsletter/components/unsubscribe-page');
// The first data of the pages a member opens most, asked for while the page's code loads. The dashboard's
// and a deal's are a few lines over what the first download holds, so they come with it and their calls
// leave as soon as it runs; the search's reads its filters with the search's schemas, which come later.
const dashboardData = async () => dashboardFirstData;
const searchData = () => import('../features/search/api/search-data').then((m) => m.searchData);
const dealData = async () => dealFirstData;

/** What a route's `handle` may hold: its page's first data, which the app's start asks for with the code. */
export interface PageHandle {
  pageData?: PageDataModule;
}

/**
 * A page whose code loads on first visit; the header and footer stay on screen meanwhile. With
 * `pageData`, each visit also starts the page's first calls at once, beside its code (lib/page-data.ts).
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType, pageData?: PageDataModule) {
  const handle: PageHandle = { pageData };
  return {
    hydrateFallbackElement: <PageSpinner />,
    lazy: async () => ({ Component: pick(await load()) }),
    handle,
    loader: pageData
      ? ({ params, request }: LoaderFunctionArgs) => {
          startPageData(pageData, params, request.url);
          return null;
        }
      : undefined,
  };
}

/** Routes of spec section 2. Pages not built yet fall through to a friendly "Coming soon" page. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <LandingPage contactForm={<DeferredContactForm />} showcase={<CreatorShowcase />} /> },
      { path: '/login', ...lazyPage(authPages, (m) => m.LoginPage) },
      { path: '/signup', ...lazyPage(authPages, (m) => m.SignupChoicePage) },
      { path: '/signup/creator', ...lazyPage(authPages, (m) => m.CreatorSignupPage) },
      { path: '/signup/brand', ...lazyPage(authPages, (m) => m.BrandSignupPage) },
      { path: '/verify-email', ...lazyPage(authPages, (m) => m.VerifyEmailPage) },
      { path: '/forgot-password', ...lazyPage(authPages, (m) => m.ForgotPasswordPage) },
      { path: '/reset-password', ...lazyPage(authPages, (m) => m.ResetPasswordPage) },
      // /profile stays open: a visitor reads "Profile not available" there (spec section 2).
      { path: '/profile', ...lazyPage(profilePages, (m) => m.MyProfilePage) },
      {
        // Pages that need a session: a visitor logs in first, then comes back.
        element: <RequireSession />,
        children: [
          { id: 'dashboard', path: '/dashboard', ...lazyPage(dashboardPages, (m) => m.DashboardPage, dashboardData) },
          { path: '/profile/edit', ...lazyPage(profilePages, (m) => m.EditCreatorProfilePage) },
          { path: '/profile/packages', ...lazyPage(profilePages, (m) => m.RateCardPage) },
          { path: '/brand/profile/edit', ...lazyPage(profilePages, (m) => m.EditBrandProfilePage) },
          {
            id: 'creator-search',
            path: '/brand/creators/search',
            ...lazyPage(searchPages, (m) => m.CreatorSearchPage, searchData),
          },
          { path: '/brand/creators', ...lazyPage(shortlistPages, (m) => m.ShortlistsPage) },
          { path: '/messages', ...lazyPage(conversationPages, (m) => m.MessagesPage) },
          { path: '/messages/:id', ...lazyPage(conversationPages, (m) => m.MessagesPage) },
          { path: '/notifications', ...lazyPage(notificationPages, (m) => m.NotificationsPage) },
          { path: '/deals', ...lazyPage(dealPages, (m) => m.DealsPage) },
          { path: '/deals/new', ...lazyPage(dealPages, (m) => m.NewOfferPage) },
          { id: 'deal', path: '/deals/:id', ...lazyPage(dealRoute, (m) => m.DealRoute, dealData) },
          { path: '/brand/campaigns', ...lazyPage(campaignPages, (m) => m.BrandCampaignsPage) },
          { path: '/brand/campaigns/new', ...lazyPage(campaignPages, (m) => m.CampaignFormPage) },
          { path: '/brand/campaigns/:id', ...lazyPage(campaignPages, (m) => m.BrandCampaignPage) },
          { path: '/brand/campaigns/:id/edit', ...lazyPage(campaignPages, (m) => m.CampaignFormPage) },
          { path: '/campaigns', ...lazyPage(campaignPages, (m) => m.CampaignsPage) },
          { path: '/campaigns/:id', ...lazyPage(campaignPages, (m) => m.CampaignPage) },
          {
            // The admin console: one route per section (features/admin/components/console/console-sections.ts).
            path: '/admin',
            ...lazyPage(adminPages, (m) => m.AdminConsole),
            children: [
              { index: true, ...lazyPage(adminPages, (m) => m.AdminOverviewPage) },
              { path: 'users', ...lazyPage(adminPages, (m) => m.AdminUsersPage) },
              { path: 'users/:id', ...lazyPage(adminPages, (m) => m.AdminUserPage) },
              { path: 'disputes', ...lazyPage(adminPages, (m) => m.AdminDisputesPage) },
              { path: 'ledger', ...lazyPage(adminPages, (m) => m.AdminLedgerPage) },
              { path: 'outbox', ...lazyPage(adminPages, (m) => m.AdminOutboxPage) },
              { path: 'payments', ...lazyPage(adminPages, (m) => m.AdminPaymentsPage) },
              { path: 'reports', ...lazyPage(adminPages, (m) => m.AdminReportsPage) },
              { path: 'audit', ...lazyPage(adminPages, (m) => m.AdminAuditPage) },
            ],
          },
          { path: '/earnings', ...lazyPage(paymentPages, (m) => m.EarningsPage) },
          { path: '/insights', ...lazyPage(insightsPages, (m) => m.InsightsPage) },
          { path: '/brand/finances', ...lazyPage(paymentPages, (m) => m.FinancesPage) },
          { path: '/settings', ...lazyPage(settingsPages, (m) => m.SettingsPage) },
          { path: '/settings/account', ...lazyPage(settingsPages, (m) => m.AccountSettingsPage) },
          { path: '/settings/notifications', ...lazyPage(settingsPages, (m) => m.NotificationSettingsPage) },
          { path: '/brand/analytics', ...lazyPage(analyticsPages, (m) => m.BrandAnalyticsPage) },
        ],
      },
      // Public pages: anyone may read them, logged in or not (docs/profiles.md "Public pages").
      { path: '/c/:handle', ...lazyPage(profilePages, (m) => m.PublicCreatorPage) },
      { path: '/creators/:id', ...lazyPage(profilePages, (m) => m.PublicCreatorPage) },
      { path: '/brands/:id', ...lazyPage(brandPages, (m) => m.BrandPage) },
      { path: '/team', ...lazyPage(infoPages, (m) => m.TeamPage) },
      { path: '/appointment-confirmed', ...lazyPage(infoPages, (m) => m.AppointmentConfirmedPage) },
      { path: '/contact-received', ...lazyPage(infoPages, (m) => m.ContactReceivedPage) },
      { path: '/privacy', ...lazyPage(infoPages, (m) => m.PrivacyPage) },
      { path: '/terms', ...lazyPage(infoPages, (m) => m.TermsPage) },
      { path: '/cookies', ...lazyPage(infoPages, (m) => m.CookiesPage) },
      { path: '/test-api', ...lazyPage(apiTestPages, (m) => m.TestApiPage) },
      { path: '/db-test', ...lazyPage(adminPages, (m) => m.DbTestPage) },
      { path: '/unsubscribe', ...lazyPage(unsubscribePage, (m) => m.UnsubscribePage) },
      // An email's unsubscribe link: no login needed (docs/your-data.md).
      { path: '/notifications/unsubscribe', ...lazyPage(notificationPages, (m) => m.EmailUnsubscribePage) },
      { path: '/settings/security', ...lazyPage(settingsPages, (m) => m.SecurityPage) },
      { path: '/settings/blocked', ...lazyPage(settingsPages, (m) => m.BlockedPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
