import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loginPathReturningTo, safeReturnPath } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { rememberSignupReturn } from '../lib/signup-return-path';
import { AuthLayout } from './auth-layout';
import { SignupForm } from './signup-form';
import { SignupSuccess } from './signup-success';

const COPY = {
  creator: {
    title: 'Join as a Creator',
    subtitle: 'Free for creators, on any platform and at any audience size.',
    other: { text: 'Signing up for a company?', link: 'Join as a brand', to: '/signup/brand' },
  },
  brand: {
    title: 'Join as a Brand',
    subtitle: 'Find creators your customers already trust, and run campaigns in one place.',
    other: { text: 'Are you a creator?', link: 'Join as a creator', to: '/signup/creator' },
  },
} as const;

function SignupPage({ userType }: { userType: 'creator' | 'brand' }) {
  const copy = COPY[userType];
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(sentTo ? 'Check your email' : copy.title);
  // A page of ours that sent the visitor here ("Sign up to work with Maya"): the new account goes back to it.
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const loginPath = next ? loginPathReturningTo(next) : '/login';

  function signedUp(email: string) {
    rememberSignupReturn(email, next);
    setSentTo(email);
  }

  if (sentTo) return <SignupSuccess email={sentTo} loginPath={loginPath} />;

  return (
    <AuthLayout
      title={copy.title}
      subtitle={copy.subtitle}
      width="wide"
      footer={
        <>
          <p>
            Already have an account? <Link to={loginPath}>Log in to your account</Link>
          </p>
          <p>
            {copy.other.text} <Link to={copy.other.to}>{copy.other.link}</Link>
          </p>
        </>
      }
    >
      <SignupForm userType={userType} onSuccess={signedUp} />
    </AuthLayout>
  );
}

export const CreatorSignupPage = () => <SignupPage userType="creator" />;
export const BrandSignupPage = () => <SignupPage userType="brand" />;
