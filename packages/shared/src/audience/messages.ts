/** What the audience section and the profile API say about audience figures. */
export const AUDIENCE_MESSAGES = {
  platformRequired: 'Choose one of the listed platforms.',
  duplicatePlatform: (platform: string) => `${platform} is already in your audience list.`,
  countRange: (label: string) => `${label} must be a whole number from 0 to 2,000,000,000.`,
  engagementRate: 'Engagement rate must be a percentage from 0 to 100, with at most 2 decimals.',
  handleTooLong: 'The handle must be 100 characters or less.',
  notAList: 'Send the audience as a list, one entry per platform.',
  tooManyEntries: 'Add at most one entry per platform.',
  invalidSearchable: 'Choose whether you are visible in search.',
} as const;
