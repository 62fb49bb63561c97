import { describe, expect, it } from 'vitest';
import { analyticsCsvUrl, analyticsSearch, rangeDays, readAnalyticsView } from './analytics-view';

const TODAY = '2026-03-15';
const read = (search: string) => readAnalyticsView(new URLSearchParams(search), TODAY);

describe('the analytics view in the address', () => {
  it('is the last 30 days of all campaigns when the address names nothing', () => {
    expect(read('')).toEqual({ range: 'last_30_days', from: '2026-02-14', to: TODAY, campaignId: null });
    expect(analyticsSearch(read('')).toString()).toBe('');
  });

  it('names each range by its days, ending today (UTC)', () => {
    expect(rangeDays('this_month', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(rangeDays('last_90_days', TODAY)).toEqual({ from: '2025-12-16', to: TODAY });
    expect(rangeDays('this_year', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
  });

  it('keeps a custom range and a campaign, and writes them back the same', () => {
    const view = read('range=custom&from=2025-11-01&to=2025-12-31&campaign=c1');
    expect(view).toEqual({ range: 'custom', from: '2025-11-01', to: '2025-12-31', campaignId: 'c1' });
    expect(analyticsSearch(view).toString()).toBe('range=custom&from=2025-11-01&to=2025-12-31&campaign=c1');
    expect(analyticsCsvUrl(view)).toBe('/api/analytics/brand.csv?from=2025-11-01&to=2025-12-31&campaign_id=c1');
  });

  it('reads an unknown range as the default, and a named range ignores stray days', () => {
    expect(read('range=forever').range).toBe('last_30_days');
    expect(read('range=this_year&from=2020-01-01')).toMatchObject({ from: '2026-01-01', to: TODAY });
  });
});
