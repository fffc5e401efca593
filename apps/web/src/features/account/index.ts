export { AccountPage } from './pages/account-page';
export { SettingsPage } from './pages/settings-page';
