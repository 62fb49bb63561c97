import { ANALYTICS_RANGES, type AnalyticsRange } from '../analytics/limits';
import { ANALYTICS_MESSAGES } from '../analytics/messages';
import { namedRangeDays } from '../analytics/ranges';

/** The ranges the insights page offers, by the name its address carries (`?range=`): brand analytics' own. */
export const INSIGHTS_RANGE_LABELS = ANALYTICS_MESSAGES.rangeLabels;
export type InsightsRange = AnalyticsRange;
export const INSIGHTS_RANGES = ANALYTICS_RANGES;

/** The first and last day (YYYY-MM-DD, UTC, both included) of a named range that ends today. */
export const insightsRangeDays = namedRangeDays;
