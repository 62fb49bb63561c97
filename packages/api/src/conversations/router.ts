import { router } from '../trpc';
import { getConversationProcedure } from './get-conversation';
import { listConversationsProcedure } from './list-conversations';
import { listMessagesProcedure } from './list-messages';
import { markConversationReadProcedure } from './mark-conversation-read';
import { sendMessageProcedure } from './send-message';
import { startConversationProcedure } from './start-conversation';

/** One conversation per brand-creator pair; only the pair may read or write it (anyone else: 404). */
export const conversationsRouter = router({
  list: listConversationsProcedure,
  start: startConversationProcedure,
  get: getConversationProcedure,
  messages: listMessagesProcedure,
  send: sendMessageProcedure,
  markRead: markConversationReadProcedure,
});
