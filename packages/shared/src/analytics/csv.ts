/** The CSV of brand analytics: one row for the totals, then one per campaign, then one per creator. */
export const ANALYTICS_CSV = {
  header:
    'row,id,name,currency,spent,deals_completed,views,engagements,cpm,on_time_rate,posts_live,campaign_views,applications,offers,deals_funded',
  rows: { total: 'total', campaign: 'campaign', creator: 'creator' },
  fileName: (from: string, to: string) => `sponsorly-analytics-${from}-to-${to}.csv`,
} as const;
