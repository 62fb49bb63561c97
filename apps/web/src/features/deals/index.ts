export { DealPage } from './components/deal-page';
export { DealsPage } from './components/deals-page';
export { NewOfferPage } from './offers/new-offer-page';
export type { ConversationRenderer } from './components/deal-conversation';
