import { MessagesSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';
import './messages.css';

/**
 * /messages and /messages/:id. On a phone they are two screens, the list and one conversation; on a
 * wide screen the list stays beside the conversation.
 */
export function MessagesPage() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <div className={`container messages ${id ? 'messages--open' : 'messages--index'}`}>
      <section className="messages__list" aria-labelledby="messages-list-title">
        {id ? (
          <h2 id="messages-list-title" className="messages__list-title">
            Messages
          </h2>
        ) : (
          <h1 id="messages-list-title" className="messages__list-title">
            Messages
          </h1>
        )}
        <ConversationList activeId={id} viewer={user} />
      </section>
      <div className="messages__panel">
        {id ? <ConversationPanel key={id} id={id} viewer={user} /> : <NoConversationChosen />}
      </div>
    </div>
  );
}

/** /messages itself: the list, and on a wide screen this beside it. (A conversation names the tab itself.) */
function NoConversationChosen() {
  useDocumentTitle('Messages');
  return (
    <div className="messages__choose">
      <MessagesSquare aria-hidden="true" />
      <p>Choose a conversation to read it here.</p>
    </div>
  );
}
