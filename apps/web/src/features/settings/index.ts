export { SecurityPage } from './components/security-page';
export { SettingsPage } from './components/settings-page';
