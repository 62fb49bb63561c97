import { describe, expect, it } from 'vitest';
import {
  FOLLOWERS_TEXT_INVALID,
  PRICE_TEXT_INVALID,
  followersText,
  priceText,
  readFollowersText,
  readPriceText,
} from './range-text';

describe('price range boxes', () => {
  it('reads dollars as integer cents and writes them back as typed', () => {
    expect(readPriceText('250')).toEqual({ ok: true, value: 25_000 });
    expect(readPriceText(' $1,250.5 ')).toEqual({ ok: true, value: 125_050 });
    expect(readPriceText('19.99')).toEqual({ ok: true, value: 1_999 });
    expect(priceText(125_050)).toBe('1250.50');
    expect(priceText(25_000)).toBe('250');
    expect(readPriceText(priceText(1_999))).toEqual({ ok: true, value: 1_999 });
  });

  it('leaves an empty box unset and refuses what is not an amount', () => {
    expect(readPriceText('  ')).toEqual({ ok: true, value: undefined });
    expect(priceText(undefined)).toBe('');
    for (const text of ['abc', '-5', '1.999', '12,34'])
      expect(readPriceText(text)).toEqual({ ok: false, message: PRICE_TEXT_INVALID });
    expect(readPriceText('1000001').ok).toBe(false);
  });
});

describe('followers range boxes', () => {
  it('reads plain, grouped and shortened counts', () => {
    expect(readFollowersText('5000')).toEqual({ ok: true, value: 5_000 });
    expect(readFollowersText('10,000')).toEqual({ ok: true, value: 10_000 });
    expect(readFollowersText('10k')).toEqual({ ok: true, value: 10_000 });
    expect(readFollowersText('1.5M')).toEqual({ ok: true, value: 1_500_000 });
    expect(readFollowersText('1.1m')).toEqual({ ok: true, value: 1_100_000 });
    expect(readFollowersText(followersText(25_000))).toEqual({ ok: true, value: 25_000 });
  });

  it('refuses fractions of a follower and text', () => {
    for (const text of ['1.5', 'lots', '10kk', '-3'])
      expect(readFollowersText(text)).toEqual({ ok: false, message: FOLLOWERS_TEXT_INVALID });
    expect(readFollowersText('')).toEqual({ ok: true, value: undefined });
  });
});
