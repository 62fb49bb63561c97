/** The platforms a creator can connect through the platform's own OAuth (docs/connected-channels.md). */
export const CONNECTED_PLATFORMS = ['youtube', 'instagram', 'tiktok'] as const;
export type ConnectedPlatform = (typeof CONNECTED_PLATFORMS)[number];

/** `expired`: the platform no longer accepts the token; the creator is asked to reconnect. */
export const CONNECTION_STATUSES = ['connected', 'expired'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** One platform's OAuth client and the addresses of its authorization page, token endpoint and API. */
export interface PlatformClient {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
}
/** The platforms offered: only those whose client is configured. */
export type PlatformClients = Partial<Record<ConnectedPlatform, PlatformClient>>;
