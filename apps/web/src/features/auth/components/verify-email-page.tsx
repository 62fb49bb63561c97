import { DURATIONS, MESSAGES } from '@sponsorly/shared';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useVerifyEmail } from '../api/use-verify-email';
import { isAlreadyVerified } from '../lib/error-messages';
import { useEmailLink } from '../lib/read-email-link';
import { AuthLayout } from './auth-layout';

type Screen = 'loading' | 'success' | 'already-verified' | 'error';

export function VerifyEmailPage() {
  const link = useEmailLink();
  const result = useVerifyEmail(link?.token, link?.email);

  let screen: Screen = 'loading';
  let errorMessage: string = MESSAGES.verify.invalidLink;
  if (!link) screen = 'error';
  else if (result.status === 'success') screen = 'success';
  else if (result.status === 'error') {
    screen = isAlreadyVerified(result.error) ? 'already-verified' : 'error';
    errorMessage = readApiError(result.error).message ?? MESSAGES.verify.invalidOrExpired;
  }

  useDocumentTitle('Verify your email');
  useRedirectAfter('/dashboard', DURATIONS.redirectDelay, screen === 'success');

  if (screen === 'loading') {
    return (
      <AuthLayout title="Verifying your email" icon={<MailCheck aria-hidden="true" />}>
        <div className="auth-status">
          <Spinner label="Verifying your email..." />
          <p className="text-muted">This only takes a moment.</p>
        </div>
      </AuthLayout>
    );
  }

  if (screen === 'success') {
    return (
      <AuthLayout title="Email verified" tone="success" icon={<CircleCheck aria-hidden="true" />} focusTitle>
        <Alert tone="success">Your email has been verified. Taking you to your dashboard...</Alert>
        <div className="auth-actions">
          <ButtonLink to="/dashboard" block>
            Go to dashboard now
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (screen === 'already-verified') {
    return (
      <AuthLayout title="Email already verified" tone="success" icon={<CircleCheck aria-hidden="true" />} focusTitle>
        <Alert tone="info">{errorMessage}</Alert>
        <div className="auth-actions">
          <ButtonLink to="/login" block>
            Go to login
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="We couldn't verify your email"
      icon={<CircleAlert aria-hidden="true" />}
      tone="error"
      focusTitle
      footer={
        <p>
          Already verified? <Link to="/login">Go to login</Link>
        </p>
      }
    >
      <div className="auth-status">
        <Alert tone="error">{errorMessage}</Alert>
        <p className="text-muted">
          Verification links expire after 24 hours and work once. Sign up again with the same email and we'll send you a
          fresh link.
        </p>
      </div>
      <div className="auth-actions">
        <ButtonLink to="/signup" block>
          Sign up again
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
