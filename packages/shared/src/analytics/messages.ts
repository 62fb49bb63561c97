import { ANALYTICS_LIMITS } from './limits';
import type { AnalyticsRange } from './limits';

/** What the analytics page and API say. */
export const ANALYTICS_MESSAGES = {
  brandsOnly: 'Only brands have campaign analytics.',
  dateInvalid: 'Give each date as YYYY-MM-DD.',
  rangeBackwards: 'The start date must be on or before the end date.',
  rangeTooLong: `A range covers at most ${ANALYTICS_LIMITS.maxRangeDays} days.`,
  campaignInvalid: 'campaign_id must be the id of one of your campaigns.',
  campaignNotFound: 'Campaign not found.',
  rangeLabels: {
    last_30_days: 'Last 30 days',
    this_month: 'This month',
    last_90_days: 'Last 90 days',
    this_year: 'This year',
    custom: 'Custom',
  } satisfies Record<AnalyticsRange, string>,
  allCampaigns: 'All campaigns',
  noCampaign: 'No campaign',
  empty: 'Nothing happened in this range yet. Pick a longer range, or come back once your deals are under way.',
  downloadCsv: 'Download CSV',
  loadFailed: 'Analytics could not be loaded.',
} as const;
