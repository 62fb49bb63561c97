import { RATE_CARD_LIMITS as L } from './limits';

/** What the rate card page and the packages API say. */
export const RATE_CARD_MESSAGES = {
  titleRequired: 'Give the package a title.',
  titleTooLong: `The title must be ${L.titleMax} characters or less.`,
  descriptionTooLong: `The description must be ${L.descriptionMax} characters or less.`,
  deliverablesRequired: 'Add at least one deliverable.',
  tooManyDeliverables: `Add at most ${L.deliverablesMax} deliverables.`,
  duplicateDeliverable: (label: string) => `${label} is already in this package; change its quantity instead.`,
  deliveryDaysRange: `Delivery must be a whole number of days from ${L.deliveryDaysMin} to ${L.deliveryDaysMax}.`,
  revisionsRange: `Revisions must be a whole number from 0 to ${L.revisionsMax}.`,
  packagesFull: `Your rate card already has ${L.packagesMax} packages. Delete one before adding another.`,
  notFound: 'This package does not exist.',
  creatorsOnly: 'Only creators have a rate card.',
  created: 'Package added to your rate card.',
  updated: 'Package saved.',
  deleted: 'Package deleted.',
  saveFailed: 'The package could not be saved. Please try again.',
  deleteFailed: 'The package could not be deleted. Please try again.',
  loadFailed: 'Your rate card could not be loaded. Please try again.',
} as const;
