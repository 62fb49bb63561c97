import { describe, expect, it } from 'vitest';
import { findOffPlatformDetails, hasOffPlatformDetails } from './off-platform';

describe('off-platform details: emails', () => {
  it.each([
    'Write to maya.lopez@gmail.com',
    'MAYA@STUDIO.CO.UK please',
    'maya @ gmail . com',
    'maya [at] gmail [dot] com',
    'maya(at)gmail(dot)com',
    'maya (at) gmail.com',
    'maya at gmail dot com',
    // Fullwidth "＠" and "．" fold to the ordinary characters.
    'maya＠gmail．com',
    // An invisible character between the letters changes nothing.
    'maya@gm\u200Bail.com',
    'reach me: first+deals@acme-brand.io',
  ])('finds %j', (text) => {
    expect(findOffPlatformDetails(text)).toContain('email');
  });

  it.each([
    'Loved your reel, @maya.lopez on Instagram is great',
    'Tag @acme_brand and @maya in the post',
    'See you at the studio. Bring the samples',
    'Find our products at acme.com',
    'tiktok.com/@maya.lopez has the latest videos',
    'Meet at 10.30 tomorrow',
  ])('leaves %j alone', (text) => {
    expect(findOffPlatformDetails(text)).not.toContain('email');
  });
});

describe('off-platform details: phone numbers', () => {
  it.each([
    'Call me at +1 (415) 555-0132',
    '415-555-0132',
    '415.555.0132',
    '(415) 555 0132',
    '4155550132',
    'My UK mobile is 07700 900123',
    '+44 7700 900123',
    '+33 6 12 34 56 78',
    '0033 6 12 34 56 78',
    'text me on 555 0132',
    'WhatsApp: wa.me/14155550132',
    'join t.me/mayalopez',
    // Fullwidth digits are digits.
    '４１５-５５５-０１３２',
  ])('finds %j', (text) => {
    expect(findOffPlatformDetails(text)).toContain('phone');
  });

  it.each([
    'Deliver by 2024-05-01 please',
    'The draft is due 05/01/2024, live on 12.06.2024',
    'Dates: 2024-05-01 - 2024-06-15',
    'Between 10:30-11:45 works',
    'The 2023-2024 season went well',
    'I have 120000 followers and 1,500,000 monthly views',
    'My last video got 1500000000 impressions',
    'Budget is $1,200 to $2,500',
    'Engagement rate 4.25 % on 350000 views',
    'Order #123456789 arrived',
    'order 123456789 arrived',
    'Our office zip is 94103',
    'Give me 2 reels, 3 stories and 1 TikTok by 15 June',
    'Server at 192.168.1.1 is down',
    'Steps 1 2 3 4 5 6 7 8 9 10',
  ])('leaves %j alone', (text) => {
    expect(findOffPlatformDetails(text)).not.toContain('phone');
  });
});

describe('off-platform details: payment handles and methods', () => {
  it.each([
    'paypal.me/mayalopez',
    'Just send it by PayPal',
    'Pay Pal works for me',
    'Venmo @maya-lopez',
    'my cashtag is $MayaLopez',
    'Cash App is easiest',
    'Zelle me the rest',
    'I can do a wire transfer',
    'Send your bank details',
    'routing number 021000021',
    'IBAN DE89 3704 0044 0532 0130 00 thanks',
    'DE89370400440532013000',
    'GB82 WEST 1234 5698 7654 32',
    'Western Union is fine',
    'btc wallet: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    'card 4111 1111 1111 1111 exp 12/27',
  ])('finds %j', (text) => {
    expect(findOffPlatformDetails(text)).toContain('payment');
  });

  it.each([
    'My rate is $500 per reel',
    '$5k for the bundle, $2.5k for one video',
    'US$500 or €450',
    'The budget is $1,200',
    'That is a wise choice',
    'Big fan of Taylor Swift',
    'The wire frame of the set is ready',
    'Our account manager will follow up',
    'Payment goes through Sponsorly once the draft is approved',
    'Use code MAYA20 for 20% off',
    'Check the wallet I reviewed last week',
  ])('leaves %j alone', (text) => {
    expect(findOffPlatformDetails(text)).not.toContain('payment');
  });

  it('rejects an IBAN-shaped figure whose check digits are wrong', () => {
    expect(findOffPlatformDetails('DE88 3704 0044 0532 0130 00')).not.toContain('payment');
  });
});

describe('hasOffPlatformDetails', () => {
  it('says yes for any kind, and lists each kind once in order', () => {
    expect(findOffPlatformDetails('maya@gmail.com or 415-555-0132, paypal.me/maya, also maya2@gmail.com')).toEqual([
      'email',
      'phone',
      'payment',
    ]);
    expect(hasOffPlatformDetails('Call 415-555-0132')).toBe(true);
  });

  it('says no to an ordinary sponsorship message', () => {
    const text = [
      'Hi Maya! We loved your March reels (2.4M views!).',
      'Could you do 2 reels + 3 stories for $1,500, drafts by 2024-05-01 and live by 05/15/2024?',
      'Usage: organic, 90 days. Tag @acme_brand. Let me know by 5:30 pm.',
    ].join('\n');
    expect(findOffPlatformDetails(text)).toEqual([]);
    expect(hasOffPlatformDetails('')).toBe(false);
  });
});
