import { DealPage, type ConversationRenderer } from '../../features/deals';
import { ConversationThread } from '../../features/conversations';

const thread: ConversationRenderer = (props) => <ConversationThread {...props} />;

/** /deals/:id: the deal page with the pair's conversation from the conversations feature beside it. */
export function DealRoute() {
  return <DealPage renderConversation={thread} />;
}
