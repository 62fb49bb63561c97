/** A brand shown a creator on a page of search results, once a day (migration 0041). */
export interface CreatorSearchAppearancesTable {
  creator_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  brand_id: string;
}

/** A viewer of a creator's page, once a day: a keyed hash of the day and the viewer, never who (migration 0041). */
export interface CreatorPageViewsTable {
  creator_id: string;
  day: string;
  viewer: string;
}

/** What creator insights count beside the deals and the ledger (docs/insights.md). */
export interface InsightTables {
  creator_search_appearances: CreatorSearchAppearancesTable;
  creator_page_views: CreatorPageViewsTable;
}
