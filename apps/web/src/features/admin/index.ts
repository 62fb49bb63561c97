export { DbTestPage } from './components/db-test-page';
