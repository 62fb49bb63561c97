import { AUTH_MESSAGES, SITE_TIMINGS } from '@sponsorly/shared';
import { CircleAlert, CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useCheckResetToken } from '../api/use-reset-password';
import { useEmailLink } from '../lib/read-email-link';
import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const link = useEmailLink();
  const check = useCheckResetToken(link);
  const [done, setDone] = useState(false);
  // The link can die between the check and the submit (used in another tab, or expired meanwhile).
  const [expired, setExpired] = useState(false);
  useRedirectAfter('/dashboard', SITE_TIMINGS.redirectDelay, done);

  if (done) {
    return (
      <AuthLayout title="Password reset" tone="success" icon={<CircleCheck aria-hidden="true" />} focusTitle>
        <Alert tone="success">Your password has been reset and you are logged in. Taking you to your dashboard...</Alert>
        <div className="auth-actions">
          <ButtonLink to="/dashboard" block>
            Go to dashboard now
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (!link || expired || check.isError) {
    const missing = !link;
    const message = missing ? AUTH_MESSAGES.reset.invalidLink : AUTH_MESSAGES.reset.invalidOrExpired;
    return (
      <AuthLayout title="This link can't be used" tone="error" icon={<CircleAlert aria-hidden="true" />} focusTitle={!missing}>
        <Alert tone="error">{message}</Alert>
        <div className="auth-actions">
          <ButtonLink to="/forgot-password" block>
            Request a new link
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (check.isPending) {
    return (
      <AuthLayout title="Checking your reset link" icon={<KeyRound aria-hidden="true" />}>
        <div className="auth-status">
          <Spinner label="Checking your reset link..." />
          <p className="text-muted">This only takes a moment.</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Set a new password"
      subtitle={
        <>
          For <strong>{link.email}</strong>. Choose a password you don't use anywhere else.
        </>
      }
      icon={<KeyRound aria-hidden="true" />}
    >
      <ResetPasswordForm link={link} onDone={() => setDone(true)} onExpired={() => setExpired(true)} />
    </AuthLayout>
  );
}
