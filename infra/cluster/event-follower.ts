/** A data event of the user's stream, with when it arrived and through which stream connection. */
export interface ReceivedEvent {
  /** The event's own id. */
  id: string;
  /** Its SSE id: the stream's position, where a client resumes from (a late commit's is below its own id). */
  cursor: string;
  type: string;
  payload: Record<string, unknown>;
  receivedAt: number;
  connection: number;
}

export interface StreamConnection {
  /** The instance nginx sent it to (its `X-Served-By`). */
  servedBy: string;
  openedAt: number;
  /** The Last-Event-ID it resumed from (undefined for the first). */
  resumedFrom: string | undefined;
  endedAt: number | undefined;
}

export interface EventFollower {
  readonly events: ReceivedEvent[];
  readonly connections: StreamConnection[];
  /** Whether a connection is open and has said `connected` (events from now on arrive live). */
  readonly live: boolean;
  close(): void;
}

/**
 * Follows a user's event stream as the web app's EventSource does: on `connected` it is live; when the
 * server ends it (an instance drains) or the connection drops, it opens it again at once, through the
 * same door, with the id of the last event it got as `Last-Event-ID`.
 */
export function followEvents(url: string, cookie: string): EventFollower {
  const events: ReceivedEvent[] = [];
  const connections: StreamConnection[] = [];
  let live = false;
  let closed = false;
  let abort = new AbortController();

  async function readOnce(): Promise<void> {
    const lastId = events.at(-1)?.cursor;
    abort = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', cookie, ...(lastId ? { 'last-event-id': lastId } : {}) },
      signal: abort.signal,
    });
    const connection = connections.push({
      servedBy: response.headers.get('x-served-by') ?? '?',
      openedAt: Date.now(),
      resumedFrom: lastId,
      endedAt: undefined,
    });
    try {
      if (response.status !== 200 || !response.body) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line === '' || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') id = value;
          }
          if (event === 'connected') live = true;
          if (event !== 'message' || data.length === 0 || !id) continue;
          const parsed = JSON.parse(data.join('\n')) as { id: string; type: string; payload: Record<string, unknown> };
          events.push({ ...parsed, cursor: id, receivedAt: Date.now(), connection });
        }
      }
    } finally {
      live = false;
      connections[connection - 1]!.endedAt = Date.now();
    }
  }

  void (async () => {
    while (!closed) {
      await readOnce().catch(() => {
        // The connection dropped or was refused: open it again, as EventSource does.
      });
      // EventSource waits the server's retry hint; a short pause keeps a refusing door from being hammered.
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  return {
    events,
    connections,
    get live() {
      return live;
    },
    close() {
      closed = true;
      abort.abort();
    },
  };
}
