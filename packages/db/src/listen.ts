import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** What a channel listener calls. */
export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotify(payload: string): void;
  /**
   * The listener is (again) connected. After a reconnection, notifications sent while it was away are
   * lost: the caller catches up from its tables (the user event stream re-reads `user_events`).
   */
  onConnect?(): void;
  /** The connection failed or dropped; the listener retries by itself. */
  onError?(error: unknown): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
/** A listening connection that went quiet without an error (a dead NAT entry) is found by a query this often. */
const HEALTH_CHECK_MS = 30_000;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
}

/**
 * LISTEN on PostgreSQL over a connection of its own, outside the pool: a pooled connection goes back to
 * the pool after each query, and LISTEN belongs to a session. A dropped connection is reopened with
 * backoff, then `onConnect` lets the caller catch up on what it missed.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  checkChannel(channel);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const drop = (dropped: pg.Client, error?: unknown) => {
    if (client !== dropped) return;
    client = undefined;
    dropped.end().catch(() => {});
    if (closed) return;
    if (error) handlers.onError?.(error);
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: HEALTH_CHECK_MS / 3 });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('listener connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      client = undefined;
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      client = undefined;
      await next.end().catch(() => {});
      return;
    }
    retryMs = RETRY_MIN_MS;
    handlers.onConnect?.();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        handlers.onError?.(error);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  const health = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: unknown) => drop(current, error));
  }, HEALTH_CHECK_MS);
  health.unref();

  try {
    await connect();
  } catch (error) {
    // The server starts anyway: the streams still catch up on their own timer until this reconnects.
    handlers.onError?.(error);
    scheduleReconnect();
  }

  return {
    async close() {
      closed = true;
      clearInterval(health);
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * LISTEN on PGlite, the one in-process session. The LISTEN runs while holding the dialect's connection,
 * so it never lands inside another caller's open transaction (where a rollback would undo it). PGlite
 * hands notifications to the callback as results come back, including those of this process's own
 * commits.
 */
export async function listenOnPglite(
  db: Kysely<Database>,
  pglite: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  checkChannel(channel);
  const unlisten = await db.connection().execute(() => pglite.listen(channel, (payload) => handlers.onNotify(payload)));
  handlers.onConnect?.();
  return {
    async close() {
      if (!pglite.closed) await db.connection().execute(() => unlisten());
    },
  };
}
