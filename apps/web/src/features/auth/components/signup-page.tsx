import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
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

  if (sentTo) return <SignupSuccess email={sentTo} />;

  return (
    <AuthLayout
      title={copy.title}
      subtitle={copy.subtitle}
      width="wide"
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Log in to your account</Link>
          </p>
          <p>
            {copy.other.text} <Link to={copy.other.to}>{copy.other.link}</Link>
          </p>
        </>
      }
    >
      <SignupForm userType={userType} onSuccess={setSentTo} />
    </AuthLayout>
  );
}

export const CreatorSignupPage = () => <SignupPage userType="creator" />;
export const BrandSignupPage = () => <SignupPage userType="brand" />;
