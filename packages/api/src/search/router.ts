import { router } from '../trpc';
import { countSearchFacetsProcedure } from './count-search-facets';
import { deleteSavedSearchProcedure } from './delete-saved-search';
import { listInviteCampaignsProcedure } from './list-invite-campaigns';
import { listRecentSearchesProcedure } from './list-recent-searches';
import { recordRecentSearchProcedure } from './recent-searches';
import { listSavedSearchesProcedure } from './list-saved-searches';
import { markSavedSearchSeenProcedure } from './mark-saved-search-seen';
import { saveSearchProcedure } from './save-search';
import { searchCreatorsProcedure } from './search-creators';
import { findSimilarCreatorsProcedure } from './similar-creators';
import { suggestCreatorsProcedure } from './suggest-creators';

export const searchRouter = router({
  creators: searchCreatorsProcedure,
  /** The same filters' facet counts: asked for beside `creators`, so the results never wait for them. */
  facets: countSearchFacetsProcedure,
  /** As the brand types: names, categories and locations, at most 8. */
  suggest: suggestCreatorsProcedure,
  /** The brand's open campaigns for "Invite to campaign", each saying whether the creator is invited. */
  inviteCampaigns: listInviteCampaignsProcedure,
  recent: listRecentSearchesProcedure,
  /** The page keeps a search it showed among the recent ones (a POST: reading a search changes nothing). */
  recordRecent: recordRecentSearchProcedure,
  /** Like the creator's page itself: brands and admins, and the creator at their own. */
  similar: findSimilarCreatorsProcedure,
  save: saveSearchProcedure,
  saved: listSavedSearchesProcedure,
  markSeen: markSavedSearchSeenProcedure,
  removeSaved: deleteSavedSearchProcedure,
});
