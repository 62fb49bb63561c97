import { describe, expect, it } from 'vitest';
import { livePostAddress } from './post-address';

describe('livePostAddress', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcDEF12345&t=3', { platform: 'youtube', postId: 'abcDEF12345' }],
    ['https://youtu.be/abcDEF12345', { platform: 'youtube', postId: 'abcDEF12345' }],
    ['https://m.youtube.com/shorts/abcDEF12345', { platform: 'youtube', postId: 'abcDEF12345' }],
    ['https://www.instagram.com/p/CxAbc123_-/', { platform: 'instagram', postId: 'CxAbc123_-' }],
    ['https://instagram.com/reel/CxReel0001/?igsh=x', { platform: 'instagram', postId: 'CxReel0001' }],
    ['https://www.tiktok.com/@some.one/video/7301234567890123456?lang=en', { platform: 'tiktok', postId: '7301234567890123456' }],
  ])('reads %s', (address, expected) => {
    expect(livePostAddress(address)).toEqual(expected);
  });

  it.each([
    'not a url',
    'https://www.instagram.com/fake.creator/',
    'https://www.tiktok.com/@some.one',
    'https://www.tiktok.com/@some.one/video/not-a-number',
    'https://www.youtube.com/channel/UC123',
    'https://example.com/p/CxAbc123/',
  ])('finds no post in %s', (address) => {
    expect(livePostAddress(address)).toBeNull();
  });
});
