import { AUTH_MESSAGES, SITE_TIMINGS } from '@sponsorly/shared';
import { CircleAlert, CircleCheck, MailCheck, MailQuestionMark, MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { loginPathReturningTo } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useVerifyEmail } from '../api/use-verify-email';
import { isAlreadyVerified } from '../lib/error-messages';
import { useEmailLink } from '../lib/read-email-link';
import { forgetSignupReturn, signupReturnFor } from '../lib/signup-return-path';
import { AuthLayout } from './auth-layout';
import { VerifyElsewhereForm } from './verify-elsewhere-form';

/**
 * The emailed link. In the browser that signed up it verifies and logs in by itself; anywhere else it
 * asks first: the password chosen at signup (or a new one, for someone who does not know it), or "This
 * wasn't me", because opening a link proves nothing about who opened it (docs/decisions/0010-signup-binding.md).
 */
export function VerifyEmailPage() {
  const link = useEmailLink();
  const { state, confirmWith, cancel } = useVerifyEmail(link);
  useDocumentTitle('Verify your email');
  // The page signup was started from in this browser, if any (signup-return-path.ts); else the dashboard.
  const [returnPath] = useState(() => (link ? signupReturnFor(link.email) : null));
  const loggedIn = state.status === 'logged-in';
  useEffect(() => {
    if (loggedIn) forgetSignupReturn();
  }, [loggedIn]);
  useRedirectAfter(returnPath ?? '/dashboard', SITE_TIMINGS.redirectDelay, loggedIn);

  if (!link) return <VerifyFailed message={AUTH_MESSAGES.verify.invalidLink} />;

  switch (state.status) {
    case 'checking':
    case 'confirming':
      return (
        <AuthLayout title="Verifying your email" icon={<MailCheck aria-hidden="true" />}>
          <div className="auth-status">
            <Spinner label="Verifying your email..." />
            <p className="text-muted">This only takes a moment.</p>
          </div>
        </AuthLayout>
      );

    case 'ask':
      return (
        <AuthLayout
          title="Confirm your email"
          subtitle={
            <>
              Is <strong>{link.email}</strong> your address? Confirm it to finish creating your Sponsorly account.
            </>
          }
          icon={<MailQuestionMark aria-hidden="true" />}
        >
          <VerifyElsewhereForm onConfirm={confirmWith} />
          <div className="auth-status auth-status--aside">
            <p className="text-muted">Didn't sign up for Sponsorly? Someone may have typed your address by mistake.</p>
            <Button
              variant="secondary"
              block
              busy={state.busy === 'cancel'}
              busyText="Cancelling..."
              disabled={state.busy !== null}
              onClick={cancel}
            >
              This wasn't me
            </Button>
          </div>
        </AuthLayout>
      );

    case 'logged-in':
      return (
        <AuthLayout title="Email verified" tone="success" icon={<CircleCheck aria-hidden="true" />} focusTitle>
          <Alert tone="success">
            {returnPath
              ? 'Your email has been verified. Taking you back to where you were...'
              : 'Your email has been verified. Taking you to your dashboard...'}
          </Alert>
          <div className="auth-actions">
            <ButtonLink to={returnPath ?? '/dashboard'} block>
              {returnPath ? 'Continue now' : 'Go to dashboard now'}
            </ButtonLink>
          </div>
        </AuthLayout>
      );

    case 'confirmed':
      return (
        <AuthLayout title="Email confirmed" tone="success" icon={<CircleCheck aria-hidden="true" />} focusTitle>
          <Alert tone="success">{AUTH_MESSAGES.verify.confirmedLogIn}</Alert>
          <div className="auth-actions">
            <ButtonLink to={returnPath ? loginPathReturningTo(returnPath) : '/login'} block>
              Log in
            </ButtonLink>
          </div>
        </AuthLayout>
      );

    case 'cancelled':
      return (
        <AuthLayout title="Signup cancelled" icon={<MailX aria-hidden="true" />} focusTitle>
          <div className="auth-status" role="status">
            <Alert tone="info">{state.message}</Alert>
            <p className="text-muted">
              Your address stays free. If someone tries to sign up with it again, you'll get another email like this one, and you
              can ignore it.
            </p>
          </div>
          <div className="auth-actions">
            <ButtonLink to="/" block variant="secondary">
              Back to Home
            </ButtonLink>
          </div>
        </AuthLayout>
      );

    case 'error': {
      const message = readApiError(state.error).message ?? AUTH_MESSAGES.verify.invalidOrExpired;
      return isAlreadyVerified(state.error) ? <AlreadyVerified message={message} /> : <VerifyFailed message={message} />;
    }
  }
}

function AlreadyVerified({ message }: { message: string }) {
  return (
    <AuthLayout title="Email already verified" tone="success" icon={<CircleCheck aria-hidden="true" />} focusTitle>
      <Alert tone="info">{message}</Alert>
      <div className="auth-actions">
        <ButtonLink to="/login" block>
          Go to login
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}

function VerifyFailed({ message }: { message: string }) {
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
        <Alert tone="error">{message}</Alert>
        <p className="text-muted">
          Verification links expire after 24 hours and work once. Sign up again with the same email and we'll send you a fresh
          link.
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
