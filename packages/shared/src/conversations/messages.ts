import { CONVERSATION_LIMITS as L } from './limits';

/** What conversations and messages say. */
export const CONVERSATION_MESSAGES = {
  bodyRequired: 'Write a message.',
  bodyTooLong: `A message must be ${L.messageMax} characters or less.`,
  conversationNotFound: 'This conversation does not exist.',
  creatorNotFound: 'This creator does not exist or is not in search.',
  creatorsCannotStart:
    'A conversation with a brand starts when the brand writes to you, invites you or makes an offer, or when you apply to its campaign.',
  invalidCursor: 'This page of messages is out of date. Open the conversation again.',
  invalidLimit: `Ask for 1 to ${L.pageSizeMax} items a page.`,
  /** Shown with a message that carries an email address, a phone number or a payment handle (docs/marketplace.md "Trust"). */
  offPlatformWarning:
    'This message contains contact or payment details. Payments outside Sponsorly are not protected: keep offers, payments and files on Sponsorly so your money is held safely and disputes can be resolved.',
  newMessageTitle: (sender: string) => `${sender} sent you a message`,
  newMessageAction: 'Read the message',
} as const;
