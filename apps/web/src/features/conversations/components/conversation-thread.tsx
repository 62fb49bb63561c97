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
  return (
    <div className="conversation-thread">
      <MessageLog conversationId={conversationId} viewerId={viewerId} counterpartName={counterpartName} />
      <MessageComposer conversationId={conversationId} counterpartName={counterpartName} />
    </div>
  );
}
