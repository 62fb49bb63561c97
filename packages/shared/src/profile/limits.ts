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
} as const;

/** The profile completion floor (spec section 4). */
export const COMPLETION_FLOOR = 25;
