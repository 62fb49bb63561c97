export { EarningsPage, FinancesPage } from './components/money-page';
