/** Bounds of a campaign brief, an application and the campaign lists. Money is integer cents. */
export const CAMPAIGN_LIMITS = {
  titleMax: 120,
  descriptionMax: 5000,
  goalsMax: 2000,
  guidelinesMax: 2000,
  deliverablesMax: 10,
  deliverableNotesMax: 300,
  /** $1 to $100,000 per creator, as a package on a rate card. */
  budgetMinCents: 100,
  budgetMaxCents: 10_000_000,
  creatorsWantedMax: 100,
  /** Values of one target list (categories, languages). */
  targetValuesMax: 10,
  targetValueMax: 60,
  locationMax: 100,
  /** How far ahead an application deadline may be set when publishing or changing it. */
  deadlineMaxDays: 365,
  /**
   * The years a brief's dates may name, even in a draft: the database has no year 0 and JavaScript
   * writes years past 9999 with a sign, so a date outside them would fail in the database (a 500).
   */
  dateYearMin: 2000,
  dateYearMax: 9999,
  pitchMax: 1000,
  linksMax: 5,
  pageSize: 20,
  pageSizeMax: 50,
  queryMax: 200,
  /** Words of `q` that are matched; more are ignored. */
  queryWordsMax: 8,
  filterValuesMax: 10,
  cursorMax: 200,
} as const;
