import { router } from '../trpc';
import { addPortfolioItemProcedure } from './add-portfolio-item';
import { listPortfolioProcedure } from './list-portfolio';
import { removePortfolioItemProcedure } from './remove-portfolio-item';
import { reorderPortfolioProcedure } from './reorder-portfolio';

export const portfolioRouter = router({
  list: listPortfolioProcedure,
  add: addPortfolioItemProcedure,
  reorder: reorderPortfolioProcedure,
  remove: removePortfolioItemProcedure,
});
