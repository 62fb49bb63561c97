import { formatCents } from '../deals/offers/money';
import { CAMPAIGN_LIMITS as L } from './limits';

const money = (cents: number) => formatCents(cents);

/** What the campaign pages and the campaigns, applications and invitations API say. */
export const CAMPAIGN_MESSAGES = {
  brandsOnly: 'Only brands create and manage campaigns.',
  creatorsOnlyApply: 'Only creators can apply to campaigns.',
  creatorsOnlyInvitations: 'Only creators receive invitations.',
  notFound: 'This campaign does not exist.',
  applicationNotFound: 'This application does not exist.',
  invitationNotFound: 'This invitation does not exist.',
  creatorNotFound: 'This creator does not exist or is not in search.',

  titleTooLong: `The title must be ${L.titleMax} characters or less.`,
  descriptionTooLong: `The description must be ${L.descriptionMax} characters or less.`,
  goalsTooLong: `The goals must be ${L.goalsMax} characters or less.`,
  guidelinesTooLong: `Guidelines must be ${L.guidelinesMax} characters or less.`,
  invalidPlatform: 'Choose one of the listed platforms.',
  invalidVertical: 'Choose one of the listed verticals.',
  invalidVisibility: 'Choose public or invite only.',
  tooManyDeliverables: `Add at most ${L.deliverablesMax} deliverables.`,
  deliverableNotesTooLong: `Notes on a deliverable must be ${L.deliverableNotesMax} characters or less.`,
  budgetRange: `The budget must be from ${money(L.budgetMinCents)} to ${money(L.budgetMaxCents)} per creator.`,
  budgetBothEnds: 'Give both ends of the budget; for a fixed budget, the same amount twice.',
  budgetOrder: 'The lowest budget must not be above the highest.',
  creatorsWantedRange: `Ask for 1 to ${L.creatorsWantedMax} creators.`,
  invalidDeadline: 'Enter the deadline as a date and time, like 2026-05-01T17:00:00Z.',
  invalidDueDate: 'Enter the content due date as a date, like 2026-05-15.',
  tooManyTargetValues: `Choose at most ${L.targetValuesMax} values.`,
  targetValueLength: `Each value must be 1 to ${L.targetValueMax} characters.`,
  locationTooLong: `The location must be ${L.locationMax} characters or less.`,

  // Publishing: one message per missing field.
  titleRequired: 'Give the campaign a title.',
  descriptionRequired: 'Describe the campaign for creators.',
  platformsRequired: 'Choose at least one platform.',
  deliverablesRequired: 'Add at least one deliverable.',
  budgetRequired: 'Set a budget per creator.',
  deadlineRequired: 'Set an application deadline.',
  deadlineInPast: 'The application deadline must be in the future.',
  deadlineTooFar: `The application deadline must be within ${L.deadlineMaxDays} days.`,
  dueDateRequired: 'Set the date the content is due.',
  dueDateBeforeDeadline: 'The content due date must not be before the application deadline.',
  incomplete: 'Complete the campaign before publishing it.',

  // States.
  notDraft: 'Only a draft can be published.',
  notOpen: 'This campaign is not open.',
  onlyBudgetAndDeadline: 'Once a campaign is published, only its budget and application deadline can change.',
  notEditable: 'This campaign can no longer be changed.',
  deadlinePassed: 'The application deadline has passed.',
  alreadyApplied: 'You already applied to this campaign.',
  applicationNotActive: 'This application can no longer change.',
  invitationNotPending: 'This invitation was already answered.',
  inviteOnlyOpen: 'Invite creators once the campaign is published and open.',
  stateChanged: 'This changed meanwhile. Reload to see where it stands.',

  // Applications.
  pitchRequired: 'Write a short pitch.',
  pitchTooLong: `The pitch must be ${L.pitchMax} characters or less.`,
  priceRequired: 'Propose a price.',
  priceRange: `The price must be from ${money(L.budgetMinCents)} to ${money(L.budgetMaxCents)}.`,
  tooManyLinks: `Add at most ${L.linksMax} links.`,
  invalidLink: 'Enter a full web address starting with http:// or https://.',

  // Lists.
  queryTooLong: `The search must be ${L.queryMax} characters or less.`,
  tooManyValues: `Choose at most ${L.filterValuesMax} values for one filter.`,
  invalidChoice: 'Choose one of the listed values.',
  invalidLimit: `Ask for 1 to ${L.pageSizeMax} campaigns a page.`,
  invalidCursor: 'This page of campaigns is out of date. Start again from the first page.',
  invalidVerified: 'Use verified=true to see only verified brands, or leave it out.',
  invalidStatus: 'Choose one of the listed statuses.',
} as const;

/** What users are told of campaign events: in the app, and by email for the kinds that send one. */
export const CAMPAIGN_NOTICES = {
  applicationReceived: (creator: string, campaign: string) => `${creator} applied to ${campaign}`,
  applicationReceivedBody: (price: string) => `Proposed price: ${price}.`,
  reviewApplications: 'Review the applications',
  applicationShortlisted: (brand: string, campaign: string) => `${brand} shortlisted your application to ${campaign}`,
  applicationShortlistedBody: 'The brand may send you an offer. Keep an eye on your messages.',
  applicationDeclined: (brand: string, campaign: string) => `${brand} declined your application to ${campaign}`,
  applicationDeclinedBody: 'Thank you for applying. Other campaigns are looking for creators like you.',
  findCampaigns: 'Find other campaigns',
  invitationReceived: (brand: string, campaign: string) => `${brand} invited you to apply to ${campaign}`,
  viewCampaign: 'View the campaign',
  campaignChanged: (brand: string, what: 'budget' | 'deadline' | 'budget and deadline', campaign: string) =>
    `${brand} changed the ${what} of ${campaign}`,
  budgetNow: (budget: string) => `The budget is ${budget} per creator.`,
  deadlineNow: (date: string) => `Applications close on ${date}.`,
} as const;
