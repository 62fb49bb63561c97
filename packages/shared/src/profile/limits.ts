/** Lengths and counts of profile fields (names and links are in FIELD_LIMITS). */
export const PROFILE_LIMITS = {
  bioMax: 2000,
  locationMax: 100,
  achievementsMax: 2000,
  descriptionMax: 2000,
  companyNameMax: 100,
  customVerticalMax: 60,
  tagMax: 40,
  tagsPerList: 20,
  /** A creator's page address, /c/<handle>: letters, digits, `_` and `-`. */
  handleMin: 3,
  handleMax: 30,
} as const;

/** The characters of a handle, and its length (PROFILE_LIMITS.handleMin to handleMax). */
export const HANDLE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;

/** The profile completion floor (spec section 4). */
export const COMPLETION_FLOOR = 25;
