export { MessagesPage } from './components/messages-page';
export { ConversationThread } from './components/conversation-thread';
