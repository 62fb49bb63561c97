export { DbTestPage } from './components/db-test-page';
export { AdminDisputesPage } from './components/admin-disputes-page';
