export { ShortlistsPage } from './components/shortlists-page';
