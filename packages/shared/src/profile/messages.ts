/** What the profile pages and the profile API say. */
export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
  notAvailable: 'Profile not available',
  pleaseLogIn: 'Please log in to view your profile.',
  creatorForbidden: "Only brands can view other creators' profiles.",
  creatorNotFound: 'This creator profile does not exist.',
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or less.`,
  invalidUrl: 'Enter a full link starting with http:// or https://.',
  tagTooLong: `Each tag must be 40 characters or less.`,
  tagEmpty: 'Tags cannot be empty.',
  tooManyTags: `Add at most 20 tags.`,
  duplicateTag: (tag: string) => `"${tag}" is already in the list.`,
  customVerticalRequired: 'Describe your talent vertical.',
  invalidChoice: 'Choose one of the listed options.',
  handleRequired: 'Choose the address of your public page.',
  handleShape: 'Use 3-30 letters, digits, _ or - (no spaces or other characters).',
  handleTaken: 'That address is taken. Try another one.',
  /** A visitor who is not logged in, on a page its creator keeps to logged-in brands. */
  creatorPageLimited: 'This creator shows their page to logged-in brands only. Log in to see it.',
  signUpToWorkWith: (name: string) => `Sign up to work with ${name}`,
} as const;
