/**
 * What blocking says. `blocked` is the same words whichever side made the block, so the one who was
 * blocked cannot tell it from a block of their own (docs/blocking-and-verified-brands.md).
 */
export const BLOCK_MESSAGES = {
  blocked:
    'You and this account have blocked contact: neither of you can send messages, offers, invitations or applications to the other.',
  conversationClosed: 'This conversation can no longer take messages.',
  userNotFound: 'This account does not exist.',
  blockConfirm:
    'Neither of you will be able to message, make offers, invite or apply to the other. Deals already funded carry on to their end.',
  unblockedNotice: (name: string) => `${name} is no longer blocked.`,
} as const;
