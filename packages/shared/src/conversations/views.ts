import type { DealStatus } from '../marketplace/enums';

/** The other side of a conversation, as the list and the conversation show them (never an email). */
export interface ConversationParty {
  id: string;
  user_type: 'brand' | 'creator';
  /** A brand's company name when it gave one, otherwise the person's name. */
  name: string;
  avatar_url: string | null;
}

export interface MessageView {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string;
  /** When the recipient read it; null while unread. */
  read_at: string | null;
  /** The text carries an email, a phone number or a payment handle: show CONVERSATION_MESSAGES.offPlatformWarning. */
  warning: boolean;
}

export interface ConversationSummary {
  id: string;
  counterpart: ConversationParty;
  last_message: { sender_id: string; preview: string; warning: boolean; created_at: string } | null;
  /** The other side's messages this user has not read. */
  unread_count: number;
  created_at: string;
  last_message_at: string | null;
}

/** A deal of the pair, as the conversation shows it: what it is, where it stands, what it pays. */
export interface ConversationDeal {
  id: string;
  status: DealStatus;
  title: string | null;
  price_cents: number | null;
  currency: string;
  updated_at: string;
}

export interface ConversationDetail extends ConversationSummary {
  deals: ConversationDeal[];
}
