import { PLATFORM_LABELS } from '../profile/enums';
import type { ConnectedPlatform } from './enums';

/** What the connection pages and API say. */
export const CONNECTION_MESSAGES = {
  creatorsOnly: 'Only creators connect channels.',
  notOffered: 'This platform cannot be connected here.',
  notConnected: 'This channel is not connected.',
  stateInvalid: 'This connection attempt is not valid any more. Start again from your profile.',
  codeRefused: (platform: ConnectedPlatform) => `${PLATFORM_LABELS[platform]} did not accept the authorization. Try again.`,
  platformDown: (platform: ConnectedPlatform) =>
    `${PLATFORM_LABELS[platform]} did not answer. Your last figures are kept; try again later.`,
  tokenExpired: (platform: ConnectedPlatform) =>
    `${PLATFORM_LABELS[platform]} no longer accepts this connection. Reconnect to keep your figures verified.`,
  channelTaken: (platform: ConnectedPlatform) =>
    `This ${PLATFORM_LABELS[platform]} channel is connected to another Sponsorly account.`,
  connected: (platform: ConnectedPlatform) => `${PLATFORM_LABELS[platform]} is connected: your figures are now verified.`,
  disconnectConfirm: (platform: ConnectedPlatform) =>
    `Disconnect ${PLATFORM_LABELS[platform]}? Your figures there will no longer be shown as verified.`,
  verifiedBy: (platform: string, ago: string) => `Verified by ${platform}, ${ago}`,
  /** A live post that is not on the creator's connected channel, as the creator and the brand read it. */
  postElsewhere: (platform: ConnectedPlatform) => `This post is not on your connected ${PLATFORM_LABELS[platform]} channel.`,
  postNotVerified: (platform: ConnectedPlatform) => `Not verified by ${PLATFORM_LABELS[platform]}.`,
  postPending: (platform: ConnectedPlatform) => `Waiting for ${PLATFORM_LABELS[platform]} to confirm this post.`,
} as const;
