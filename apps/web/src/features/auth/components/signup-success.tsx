import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';

/** After signup: the account waits for the emailed link. `loginPath` carries the page to come back to. */
export function SignupSuccess({ email, loginPath = '/login' }: { email: string; loginPath?: string }) {
  return (
    <AuthLayout
      title="Check your email"
      icon={<MailCheck aria-hidden="true" />}
      focusTitle
      footer={
        <p>
          Verified already? <Link to={loginPath}>Go to login</Link>
        </p>
      }
    >
      <div className="auth-status" role="status">
        <p>
          We sent a verification email to <strong>{email}</strong>. Click the link in it to activate your account and log in.
        </p>
        <p className="text-muted">
          The link is valid for 24 hours. Nothing there? Check your spam folder, or sign up again with the same email to get a new
          link.
        </p>
      </div>
    </AuthLayout>
  );
}
