/** Lengths of the fields that several features ask for: a person's name, an email address, a link. */
export const FIELD_LIMITS = {
  nameMax: 100,
  emailMax: 100,
  urlMax: 2048,
} as const;
