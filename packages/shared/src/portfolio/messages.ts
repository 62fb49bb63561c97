import { PORTFOLIO_LIMITS } from './limits';

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** What people read about the portfolio. */
export const PORTFOLIO_MESSAGES = {
  creatorsOnly: 'Only creators have a portfolio.',
  full: `Your portfolio holds ${PORTFOLIO_LIMITS.maxItems} items. Remove one to add another.`,
  titleRequired: 'Give this piece of work a title.',
  titleTooLong: `A title is at most ${PORTFOLIO_LIMITS.titleMax} characters.`,
  brandTooLong: `A brand name is at most ${PORTFOLIO_LIMITS.brandMax} characters.`,
  linkRequired: 'Paste the address of the post.',
  linkUnsupported: 'Link to a post on YouTube, Instagram or TikTok (for example https://www.youtube.com/watch?v=…).',
  fileMissing: 'Choose a picture or a video to upload.',
  notImageOrVideo: 'Upload a JPEG, PNG or WebP picture, or an MP4, WebM or QuickTime video. This file is none of them.',
  imageTooLarge: `This picture is larger than ${mb(PORTFOLIO_LIMITS.imageMaxBytes)}. Choose a smaller one.`,
  videoTooLarge: `This video is larger than ${mb(PORTFOLIO_LIMITS.videoMaxBytes)}. Link to the post instead.`,
  posterMissing: 'A video needs its poster frame (a picture of one of its frames).',
  posterNotImage: 'The poster frame must be a JPEG, PNG or WebP picture.',
  notFound: 'No such item in your portfolio.',
  orderMismatch: 'The new order must list each item of your portfolio once.',
  added: 'Added to your portfolio.',
  removed: 'Removed from your portfolio.',
  reordered: 'Your portfolio’s order is saved.',
} as const;
