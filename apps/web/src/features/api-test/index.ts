export { TestApiPage } from './components/test-api-page';
