import { CONNECTION_MESSAGES as m, ERROR_CODES, type ConnectedPlatform, type PlatformClient } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { roleProcedure } from '../trpc';
import { PLATFORM_ADAPTERS } from './platform-adapters';
import { openToken, sealToken } from './token-cipher';

/** The OpenAPI tag of connected channels. */
export const tags = ['Connected channels'];

/** Brands have no channel to connect: the role comes from the session, checked before the input is read. */
export const connectionsProcedure = roleProcedure('creator', m.creatorsOnly);

const DEFAULT_TIMEOUT_MS = 10_000;

/** A platform's client, adapter and call settings; a platform without credentials is not offered here (404). */
export function platformOf(deps: ServiceDeps, platform: ConnectedPlatform) {
  const client: PlatformClient | undefined = deps.settings.platforms?.[platform];
  if (!client) throw new AppError(404, ERROR_CODES.notFound, m.notOffered);
  return {
    client,
    adapter: PLATFORM_ADAPTERS[platform],
    call: { client, timeoutMs: deps.settings.platformTimeoutMs ?? DEFAULT_TIMEOUT_MS, now: deps.now() },
  };
}

export function offeredPlatforms(deps: ServiceDeps): ConnectedPlatform[] {
  return (Object.keys(deps.settings.platforms ?? {}) as ConnectedPlatform[]).sort();
}

function tokenKey(deps: ServiceDeps): Buffer {
  if (!deps.settings.tokenKey) throw new Error('settings.tokenKey is required to connect channels');
  return deps.settings.tokenKey;
}
export const seal = (deps: ServiceDeps, value: string) => sealToken(tokenKey(deps), value);
export const unseal = (deps: ServiceDeps, value: string) => openToken(tokenKey(deps), value);

/** Where the platform sends the creator back: it must match the address registered with the platform. */
export const callbackUrl = (deps: ServiceDeps, platform: ConnectedPlatform) =>
  `${deps.settings.appUrl}/api/connections/${platform}/callback`;
