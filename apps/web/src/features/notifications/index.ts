export { NotificationsPage } from './components/notifications-page';
export { EmailUnsubscribePage } from './components/email-unsubscribe-page';
