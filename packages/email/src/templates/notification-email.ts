import type { EmailMessage } from '../message';
import { renderLayout } from './layout';

/**
 * The email that goes with an in-app notification: its title as the subject, its text, and a button to
 * the page it is about. One template for every marketplace event keeps them alike and short.
 */
export function notificationEmail(
  r: { to: string; firstName: string },
  n: { title: string; body: string; url: string; action: string },
): EmailMessage {
  return {
    to: r.to,
    subject: n.title,
    ...renderLayout({
      greeting: `Hi ${r.firstName},`,
      paragraphs: [n.title, ...(n.body ? [n.body] : [])],
      action: { label: n.action, url: n.url },
      footnote: 'You get this email because of activity on your Sponsorly account.',
    }),
  };
}
