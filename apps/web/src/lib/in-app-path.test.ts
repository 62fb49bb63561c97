import { describe, expect, it } from 'vitest';
import { inAppPath } from './in-app-path';

describe('inAppPath', () => {
  it('keeps the paths of this app', () => {
    expect(inAppPath('/messages/4f1c')).toBe('/messages/4f1c');
    expect(inAppPath('/deals/1?tab=terms#top')).toBe('/deals/1?tab=terms#top');
  });

  it('refuses other sites, other schemes and nothing', () => {
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\tjavascript:x',
      ' /deals',
      '',
      null,
      undefined,
    ]) {
      expect(inAppPath(link), String(link)).toBeNull();
    }
  });
});
