import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/session';
import type { Deal } from '../api/use-deal';
import { dealPaths } from '../lib/paths';
import '../styles/deal-card.css';
import './deal-conversation.css';

/** What the deal page asks of the conversations feature: a conversation's log and composer. */
export type ConversationRenderer = (thread: { conversationId: string; viewerId: string; counterpartName: string }) => ReactNode;

/**
 * The pair's conversation beside the deal, so the terms and the talk about them are read together. It
 * is the same conversation as on /messages (one per brand and creator), live like it; the app passes
 * the thread in, so the two features stay apart. An admin reads the deal, not the parties' messages:
 * the deal comes without a conversation for them.
 */
export function DealConversation({ deal, renderThread }: { deal: Deal; renderThread: ConversationRenderer }) {
  const titleId = useId();
  const { user } = useCurrentUser();
  const other = deal.counterpart?.name;
  if (!user || !other || !deal.conversation_id) return null;
  return (
    <Card as="section" className="deal-card deal-conversation" aria-labelledby={titleId}>
      <div className="deal-card__title-row">
        <h2 id={titleId}>Messages</h2>
        <Link to={dealPaths.conversation(deal.conversation_id)} className="deal-conversation__open">
          Open in Messages
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <p className="text-muted">
        {deal.status === 'offered'
          ? `Questions about the terms? Talk them over with ${other}.`
          : `Questions about the work? Talk it over with ${other}.`}
      </p>
      {renderThread({ conversationId: deal.conversation_id, viewerId: user.id, counterpartName: other })}
    </Card>
  );
}
