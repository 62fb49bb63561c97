import type { EmailMessage } from '../message';
import { renderLayout } from './layout';
import { unsubscribeHeaders, type UnsubscribeLinks } from './notification-email';

/** One conversation in a digest: who wrote, how many messages, the newest, and its page. */
export interface DigestConversation {
  title: string;
  count: number;
  latest: string;
  url: string;
}

/**
 * The daily digest: the day's new messages in one email, a line per conversation (who, how many, the
 * newest), instead of an email per message. `more` counts the conversations left out of a long one.
 */
export function digestEmail(
  r: { to: string; firstName: string },
  d: { conversations: DigestConversation[]; more: number; messagesUrl: string },
  unsubscribe: UnsubscribeLinks,
): EmailMessage {
  const total = d.conversations.reduce((sum, c) => sum + c.count, 0);
  const lines = d.conversations.map((c) => `${c.title}${c.count > 1 ? ` (${c.count} messages)` : ''}: “${c.latest}” ${c.url}`);
  return {
    to: r.to,
    subject: `Your messages today on Sponsorly: ${total} new`,
    ...renderLayout({
      greeting: `Hi ${r.firstName},`,
      paragraphs: [
        `You have ${total === 1 ? 'a new message' : `${total} new messages`} since your last digest.`,
        ...lines,
        ...(d.more > 0 ? [`And ${d.more} more ${d.more === 1 ? 'conversation' : 'conversations'}.`] : []),
      ],
      action: { label: 'Open your messages', url: d.messagesUrl },
      footnote: `You get this digest once a day instead of an email per message. Stop these emails (${unsubscribe.label}): ${unsubscribe.page}`,
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
