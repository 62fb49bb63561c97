export { BlockedPage } from './components/blocked-page';
export { SecurityPage } from './components/security-page';
export { AccountSettingsPage, NotificationSettingsPage, SettingsPage } from './components/settings-page';
