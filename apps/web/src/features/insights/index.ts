export { InsightsPage } from './components/insights-page';
