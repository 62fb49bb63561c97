export { SecurityPage } from './components/security-page';
export { AccountSettingsPage, NotificationSettingsPage, SettingsPage } from './components/settings-page';
