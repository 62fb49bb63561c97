export { BlockedPage } from './components/blocked-page';
export { SecurityPage } from './components/security-page';
export { SettingsPage } from './components/settings-page';
