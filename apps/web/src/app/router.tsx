import { createBrowserRouter } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignupChoicePage } from '../features/auth/components/signup-choice-page';
import { BrandSignupPage, CreatorSignupPage } from '../features/auth/components/signup-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { AppShell } from './layout/app-shell';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found-page';

/** Routes of spec section 2. Pages not built yet fall through to a friendly "Coming soon" page. */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupChoicePage /> },
      { path: '/signup/creator', element: <CreatorSignupPage /> },
      { path: '/signup/brand', element: <BrandSignupPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
