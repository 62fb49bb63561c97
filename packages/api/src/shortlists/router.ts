import { router } from '../trpc';
import { addCreatorToShortlistProcedure } from './add-creator-to-shortlist';
import { createShortlistProcedure } from './create-shortlist';
import { deleteShortlistProcedure } from './delete-shortlist';
import { hideCreatorProcedure } from './hide-creator';
import { listHiddenCreatorsProcedure } from './list-hidden-creators';
import { listShortlistsProcedure } from './list-shortlists';
import { loadCreatorStandingProcedure } from './load-creator-standing';
import { loadDiscoverySummaryProcedure } from './load-discovery-summary';
import { removeCreatorFromShortlistProcedure } from './remove-creator-from-shortlist';
import { unhideCreatorProcedure } from './unhide-creator';

export const shortlistsRouter = router({
  list: listShortlistsProcedure,
  create: createShortlistProcedure,
  remove: deleteShortlistProcedure,
  addCreator: addCreatorToShortlistProcedure,
  removeCreator: removeCreatorFromShortlistProcedure,
  summary: loadDiscoverySummaryProcedure,
  standing: loadCreatorStandingProcedure,
});

export const hiddenCreatorsRouter = router({
  list: listHiddenCreatorsProcedure,
  hide: hideCreatorProcedure,
  unhide: unhideCreatorProcedure,
});
