export { BrandPage } from './components/brand-page';
