import { createBrowserRouter } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignupChoicePage } from '../features/auth/components/signup-choice-page';
import { BrandSignupPage, CreatorSignupPage } from '../features/auth/components/signup-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { ContactForm } from '../features/contact/components/contact-form';
import { UnsubscribePage } from '../features/newsletter/components/unsubscribe-page';
import { PageSpinner } from '../components/ui/spinner';
import { AppShell } from './layout/app-shell';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found-page';

const profilePages = () => import('../features/profile');
const infoPages = () => import('../features/info-pages');
const adminPages = () => import('../features/admin');
const apiTestPages = () => import('../features/api-test');
const loadingPage = <PageSpinner />;

/** Routes of spec section 2. Pages not built yet fall through to a friendly "Coming soon" page. */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <LandingPage contactForm={<ContactForm />} /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupChoicePage /> },
      { path: '/signup/creator', element: <CreatorSignupPage /> },
      { path: '/signup/brand', element: <BrandSignupPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      // The profile pages carry the shared validation schemas; they load when first visited.
      { path: '/profile', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await profilePages()).MyProfilePage }) },
      { path: '/profile/edit', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await profilePages()).EditCreatorProfilePage }) },
      { path: '/brand/profile/edit', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await profilePages()).EditBrandProfilePage }) },
      { path: '/creators/:id', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await profilePages()).PublicCreatorPage }) },
      // Confirmation, team, admin and API test pages: rarely the first page of a visit, so loaded on demand.
      // Shown (inside the header and footer) while a page opened directly is still loading.
      { path: '/team', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await infoPages()).TeamPage }) },
      {
        path: '/appointment-confirmed',
        hydrateFallbackElement: loadingPage,
        lazy: async () => ({ Component: (await infoPages()).AppointmentConfirmedPage }),
      },
      { path: '/contact-received', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await infoPages()).ContactReceivedPage }) },
      { path: '/test-api', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await apiTestPages()).TestApiPage }) },
      { path: '/db-test', hydrateFallbackElement: loadingPage, lazy: async () => ({ Component: (await adminPages()).DbTestPage }) },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
