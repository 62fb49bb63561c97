export { SecurityPage } from './components/security-page';
export { AccountSettingsPage, SettingsPage } from './components/settings-page';
