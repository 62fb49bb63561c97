import { REALTIME_TIMINGS } from '@sponsorly/shared';

let pingIntervalMs: number = REALTIME_TIMINGS.pingMs;

/**
 * Sets how often an idle event stream is pinged: REALTIME_PING_MS, read and checked once at start
 * (apps/server/src/config.ts). It is one value for the process because tRPC takes its SSE options when
 * the router is built, before the configuration is read; the getter below is read at each new stream.
 */
export function setStreamPingInterval(ms: number): void {
  pingIntervalMs = ms;
}

/** tRPC's `sse.ping` option. */
export const streamPing = {
  enabled: true,
  get intervalMs() {
    return pingIntervalMs;
  },
};
