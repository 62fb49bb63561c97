import type { EmailMessage } from '../message';
import { renderLayout } from './layout';

/** Tells the team about a contact form message; replying answers the sender. */
export function contactNotificationMessage(to: string, sender: { name: string; email: string; message: string }): EmailMessage {
  return {
    to,
    replyTo: sender.email,
    subject: `New contact message from ${sender.name}`,
    ...renderLayout({
      greeting: 'Hello team,',
      paragraphs: [`${sender.name} <${sender.email}> wrote through the contact form:`, sender.message],
      footnote: 'Reply to this email to answer them directly.',
    }),
  };
}

export function newsletterWelcomeMessage(to: string, unsubscribeUrl: string): EmailMessage {
  return {
    to,
    subject: 'Welcome to the Sponsorly newsletter',
    ...renderLayout({
      greeting: 'Hi there,',
      paragraphs: [
        'Thanks for subscribing! Once a month we send tips for creators and brands, new features, and stories of partnerships that worked.',
      ],
      footnote: `Changed your mind? Unsubscribe with one click: ${unsubscribeUrl}`,
    }),
  };
}

export function adminTestMessage(to: string): EmailMessage {
  return {
    to,
    subject: 'Sponsorly test email',
    ...renderLayout({
      greeting: 'Hello,',
      paragraphs: ['This is a test email sent from the Sponsorly admin console. If you can read it, email delivery works.'],
    }),
  };
}
