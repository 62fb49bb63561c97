import type { EmailMessage } from '../message';
import { renderLayout } from './layout';

/**
 * The email that goes with an in-app notification: its title as the subject, its text, and a button to
 * the page it is about. One template for every marketplace event keeps them alike and short.
 */
export function notificationEmail(
  r: { to: string; firstName: string },
  n: { title: string; body: string; url: string; action: string },
  unsubscribe?: UnsubscribeLinks,
): EmailMessage {
  return {
    to: r.to,
    subject: n.title,
    ...renderLayout({
      greeting: `Hi ${r.firstName},`,
      paragraphs: [n.title, ...(n.body ? [n.body] : [])],
      action: { label: n.action, url: n.url },
      footnote: unsubscribe
        ? `You get this email because of activity on your Sponsorly account. Stop these emails (${unsubscribe.label}): ${unsubscribe.page}`
        : 'You get this email because of activity on your Sponsorly account.',
    }),
    ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {}),
  };
}

/** A kind of email's way out: the page that confirms it, the address a mail client posts to, and its name. */
export interface UnsubscribeLinks {
  /** The page in the app, for people: it asks before it turns anything off. */
  page: string;
  /** The API address a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
  oneClick: string;
  /** What is turned off, in the person's words ("New messages"). */
  label: string;
}

/**
 * RFC 8058's one-click unsubscribe: the mail client shows an "Unsubscribe" button and POSTs to the
 * https address itself, no page opened. A `mailto:` is not offered: nobody reads that mailbox.
 */
export function unsubscribeHeaders(links: Pick<UnsubscribeLinks, 'oneClick'>): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
