/**
 * Where an audience figure comes from. Creators type their own figures today; a later check against the
 * platforms will mark them verified. Every page and answer says which it is.
 */
export const AUDIENCE_SOURCE_LABELS = {
  self_reported: 'Self-reported',
  verified: 'Verified',
} as const;
export type AudienceSource = keyof typeof AUDIENCE_SOURCE_LABELS;
export const AUDIENCE_SOURCES = Object.keys(AUDIENCE_SOURCE_LABELS) as [AudienceSource, ...AudienceSource[]];
/** What a creator's own entry is marked with. */
export const SELF_REPORTED: AudienceSource = 'self_reported';
