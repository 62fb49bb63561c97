import type { EmailMessage } from '../message';
import { renderLayout } from './layout';

/** The link in a verification or reset email. Always built from APP_URL, never from a request's Host. */
export function emailLink(appUrl: string, path: '/verify-email' | '/reset-password', token: string, email: string) {
  const url = new URL(path, appUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

interface Recipient {
  to: string;
  firstName: string;
}

export function verifyEmailMessage(r: Recipient, link: string): EmailMessage {
  return {
    to: r.to,
    subject: 'Verify your email for Sponsorly',
    ...renderLayout({
      greeting: `Hi ${r.firstName},`,
      paragraphs: ['Welcome to Sponsorly! Please confirm your email address to finish creating your account.'],
      action: { label: 'Verify my email', url: link },
      // Accurate to the verification page: elsewhere than the browser that signed up, the link asks for a
      // click ("Confirm my email") and offers "This wasn't me", which removes the pending account.
      footnote:
        'This link expires in 24 hours. If you did not sign up, ignore this email: nobody can log in until the address ' +
        'is confirmed with this link. To cancel the signup now, open the link and choose "This wasn\'t me".',
    }),
  };
}

export function alreadyRegisteredMessage(r: Recipient, loginUrl: string, forgotUrl: string): EmailMessage {
  return {
    to: r.to,
    subject: 'You already have a Sponsorly account',
    ...renderLayout({
      greeting: `Hi ${r.firstName},`,
      paragraphs: [
        'Someone tried to sign up to Sponsorly with this email address, but you already have an account.',
        `You can log in at ${loginUrl}. If you forgot your password, reset it at ${forgotUrl}.`,
      ],
      action: { label: 'Log in', url: loginUrl },
      footnote: 'If this was not you, no action is needed: your account is unchanged.',
    }),
  };
}

export function resetPasswordMessage(r: Recipient, link: string): EmailMessage {
  return {
    to: r.to,
    subject: 'Reset your Sponsorly password',
    ...renderLayout({
      greeting: `Hi ${r.firstName},`,
      paragraphs: ['We received a request to reset the password of your Sponsorly account.'],
      action: { label: 'Choose a new password', url: link },
      footnote: 'This link expires in 30 minutes and works once. If you did not ask for it, you can ignore this email.',
    }),
  };
}

export function passwordChangedMessage(r: Recipient, forgotUrl: string): EmailMessage {
  return {
    to: r.to,
    subject: 'Your Sponsorly password was changed',
    ...renderLayout({
      greeting: `Hi ${r.firstName},`,
      paragraphs: [
        'The password of your Sponsorly account was just changed, and every other session was logged out.',
        `If this was not you, reset your password right away at ${forgotUrl} and contact our support.`,
      ],
    }),
  };
}

/** The code that proves a brand receives email at its company's domain (brand verification). */
export function brandVerificationCodeMessage(to: string, companyName: string, code: string, minutes: number): EmailMessage {
  return {
    to,
    subject: `${code} is your Sponsorly company verification code`,
    ...renderLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${companyName} asked to verify its company on Sponsorly with this address. Enter this code on Sponsorly to finish:`,
        code,
      ],
      footnote: `The code works for ${minutes} minutes. If you did not ask for it, ignore this email: nothing changes without the code.`,
    }),
  };
}
