export { BrandAnalyticsPage } from './components/brand-analytics-page';
