/** Bounds of conversations and their messages. */
export const CONVERSATION_LIMITS = {
  /** A message's text, after trimming. */
  messageMax: 2000,
  /** The last message's text as the conversation list and a notification show it. */
  previewMax: 140,
  messagesPageSize: 30,
  conversationsPageSize: 30,
  pageSizeMax: 100,
  cursorMax: 300,
} as const;

/** Time rules of conversations, in milliseconds. */
export const CONVERSATION_TIMINGS = {
  /**
   * A recipient is emailed about new messages at most once per conversation in this long (docs/marketplace.md
   * "Notifications and emails").
   */
  messageEmailEveryMs: 15 * 60 * 1000,
} as const;
