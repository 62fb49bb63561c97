import { REALTIME_TIMINGS } from '@sponsorly/shared';
import type { ChannelHandlers, ChannelListener } from '@sponsorly/db';

/** Why a stream's wait ended; 'replaced': newer streams of the same user or address took its place. */
export type WakeReason = 'wake' | 'tick' | 'closed' | 'aborted' | 'replaced';

/** One open stream's link to the hub: woken when its user is notified, or when the hub closes. */
export interface UserEventFollower {
  /**
   * Waits until the user was notified since the last call ('wake', at once if that already happened),
   * `ms` passed ('tick'), the request went away ('aborted') or the hub is closing ('closed').
   */
  next(ms: number, signal: AbortSignal): Promise<WakeReason>;
  /** Stops following; the stream calls it when it ends, however it ends. */
  stop(): void;
}

export interface UserEventHubOptions {
  /** Opens this process's one listener on the user events channel. */
  listen(handlers: ChannelHandlers): Promise<ChannelListener>;
  log?: (message: string) => void;
  /** How often a quiet stream re-checks its session and re-reads (tests shorten it). */
  sessionRecheckMs?: number;
  /**
   * The streams one user, and one client address, may have open in this process (USAGE_LIMITS.streamsPerUser,
   * streamsPerIp); past either, the oldest is closed. Unset: no cap.
   */
  caps?: { perUser: number; perIp: number };
}

export interface UserEventHub {
  readonly sessionRecheckMs: number;
  /** Starts listening; the server calls it once at start. */
  start(): Promise<void>;
  /** A new stream of the user from the address; past a cap, the oldest stream of that user or address is replaced. */
  follow(userId: string, ip?: string): UserEventFollower;
  /** The streams open in this process (for tests and health). */
  openStreams(): number;
  /** Whether the listener is connected now (readiness: a process that cannot hear events should get no streams). */
  connected(): boolean;
  /**
   * Ends every stream with "restarting" (clients reconnect, to another instance if there is one),
   * waits for them to finish, then stops listening. Called before the HTTP server closes, so closing
   * does not wait on streams that would never end by themselves.
   */
  close(): Promise<void>;
}

interface Follower {
  userId: string;
  ip: string | undefined;
  woken: boolean;
  replaced: boolean;
  resolve: ((reason: WakeReason) => void) | undefined;
}

/** How long close() waits for streams to wind down before stopping the listener anyway. */
const CLOSE_GRACE_MS = 2000;

/**
 * The one listener of a server process on USER_EVENTS_CHANNEL, and the streams open in this process
 * grouped by user. A NOTIFY carries the user's id; the hub wakes that user's streams here, and each
 * reads its new rows from `user_events` itself. Because the rows are the truth and the NOTIFY only a
 * nudge, a lost nudge (the listener reconnecting) costs latency, never an event: on reconnection every
 * stream is woken, and a quiet stream re-reads on its own timer anyway.
 */
export function createUserEventHub(options: UserEventHubOptions): UserEventHub {
  const sessionRecheckMs = options.sessionRecheckMs ?? REALTIME_TIMINGS.sessionRecheckMs;
  const byUser = new Map<string, Set<Follower>>();
  // Sets keep insertion order: the first of each is the oldest stream.
  const byIp = new Map<string, Set<Follower>>();
  let listener: ChannelListener | undefined;
  let closing = false;
  let everConnected = false;
  let connected = false;
  const drained: (() => void)[] = [];

  const wake = (follower: Follower) => {
    const resolve = follower.resolve;
    if (resolve) {
      follower.resolve = undefined;
      resolve('wake');
    } else {
      follower.woken = true;
    }
  };
  const wakeAll = () => byUser.forEach((followers) => followers.forEach(wake));

  const remove = (follower: Follower) => {
    if (follower.ip !== undefined) {
      const sameIp = byIp.get(follower.ip);
      sameIp?.delete(follower);
      if (sameIp?.size === 0) byIp.delete(follower.ip);
    }
    const followers = byUser.get(follower.userId);
    if (!followers?.delete(follower)) return;
    if (followers.size === 0) byUser.delete(follower.userId);
    if (byUser.size === 0) drained.splice(0).forEach((done) => done());
  };

  /** Ends the oldest streams of a group past its cap: each ends with 'replaced' (at once, or at its next wait). */
  const trim = (group: Set<Follower> | undefined, cap: number) => {
    while (group && group.size > cap) {
      const oldest = group.values().next().value as Follower;
      oldest.replaced = true;
      remove(oldest);
      const resolve = oldest.resolve;
      oldest.resolve = undefined;
      resolve?.('replaced');
    }
  };

  return {
    sessionRecheckMs,

    async start() {
      listener = await options.listen({
        onNotify(userId) {
          byUser.get(userId)?.forEach(wake);
        },
        onConnect() {
          // Anything notified while the listener was away is in the table: every stream re-reads.
          if (everConnected) wakeAll();
          everConnected = true;
          connected = true;
        },
        onError(error) {
          connected = false;
          options.log?.(`user events listener: ${error instanceof Error ? error.message : String(error)}; reconnecting`);
        },
      });
    },

    follow(userId, ip) {
      const follower: Follower = { userId, ip, woken: false, replaced: false, resolve: undefined };
      if (!closing) {
        const followers = byUser.get(userId) ?? new Set<Follower>();
        followers.add(follower);
        byUser.set(userId, followers);
        if (ip !== undefined) {
          const sameIp = byIp.get(ip) ?? new Set<Follower>();
          sameIp.add(follower);
          byIp.set(ip, sameIp);
        }
        if (options.caps) {
          trim(byUser.get(userId), options.caps.perUser);
          if (ip !== undefined) trim(byIp.get(ip), options.caps.perIp);
        }
      }
      return {
        next(ms, signal) {
          if (closing) return Promise.resolve('closed');
          if (follower.replaced) return Promise.resolve('replaced');
          if (signal.aborted) return Promise.resolve('aborted');
          if (follower.woken) {
            follower.woken = false;
            return Promise.resolve('wake');
          }
          return new Promise<WakeReason>((resolve) => {
            const finish = (reason: WakeReason) => {
              clearTimeout(timer);
              signal.removeEventListener('abort', onAbort);
              follower.resolve = undefined;
              resolve(reason);
            };
            const onAbort = () => finish('aborted');
            const timer = setTimeout(() => finish('tick'), ms);
            signal.addEventListener('abort', onAbort, { once: true });
            follower.resolve = (reason) => finish(reason);
          });
        },
        stop() {
          remove(follower);
        },
      };
    },

    openStreams() {
      let count = 0;
      byUser.forEach((followers) => (count += followers.size));
      return count;
    },

    connected() {
      return connected && !closing;
    },

    async close() {
      if (closing) return;
      closing = true;
      if (byUser.size > 0) {
        const allEnded = new Promise<void>((resolve) => drained.push(resolve));
        byUser.forEach((followers) =>
          followers.forEach((follower) => {
            const resolve = follower.resolve;
            follower.resolve = undefined;
            resolve?.('closed');
          }),
        );
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([allEnded, new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
        clearTimeout(timer);
      }
      await listener?.close();
      listener = undefined;
    },
  };
}
