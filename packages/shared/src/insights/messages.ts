import { INSIGHTS_LIMITS } from './limits';

/** What the insights page and API say. */
export const INSIGHTS_MESSAGES = {
  creatorsOnly: 'Insights are for creators: they count views of your page and your offers.',
  dateInvalid: 'Give each date as YYYY-MM-DD, a real calendar day.',
  bothDates: 'Give both the start and the end of the range, or neither for the last 30 days.',
  rangeBackwards: 'The start of the range must not be after its end.',
  rangeTooLong: `A range covers at most ${INSIGHTS_LIMITS.maxRangeDays} days.`,
  noPosts: 'No live post with verified figures in this range yet. Connect your channels and add live posts to your deals.',
  nothingYet: 'Nothing counted in this range yet.',
} as const;
