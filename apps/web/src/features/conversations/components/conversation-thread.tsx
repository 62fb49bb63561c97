import { BLOCK_MESSAGES } from '@sponsorly/shared';
import { Alert } from '../../../components/ui/alert';
import { useConversation } from '../api/use-conversation';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';
import './messages.css';

interface ConversationThreadProps {
  conversationId: string;
  viewerId: string;
  counterpartName: string;
}

/**
 * A conversation's messages and the composer under them: the body of /messages/:id, and the
 * conversation on a deal's page. The log scrolls inside whatever height its container gives it.
 */
export function ConversationThread({ conversationId, viewerId, counterpartName }: ConversationThreadProps) {
  // One of the pair blocked the other: the messages stay readable, the composer goes.
  const blocked = useConversation(conversationId).data?.blocked ?? false;
  return (
    <div className="conversation-thread">
      <MessageLog conversationId={conversationId} viewerId={viewerId} counterpartName={counterpartName} />
      {blocked ? (
        <Alert tone="info" className="conversation__closed">
          {BLOCK_MESSAGES.conversationClosed}
        </Alert>
      ) : (
        <MessageComposer conversationId={conversationId} counterpartName={counterpartName} />
      )}
    </div>
  );
}
