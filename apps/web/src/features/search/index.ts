export { CreatorSearchPage } from './components/creator-search-page';
