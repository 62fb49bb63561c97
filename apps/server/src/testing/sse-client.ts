/** One server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Resolves with the first event (from now or already received) that matches, or rejects after `ms`. */
  waitFor(match: (event: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Resolves when the server ended the response, or rejects after `ms`. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

/** The data events of the user's real-time stream, parsed (tRPC sends the yielded value as JSON). */
export const dataEvents = (stream: SseStream) =>
  stream.events
    .filter((e) => e.event === 'message')
    .map((e) => ({ sseId: e.id, ...(JSON.parse(e.data) as { id: string; type: string; payload: Record<string, unknown> }) }));

/**
 * Opens an SSE response with fetch on a listening server and parses it as it streams, as EventSource
 * does (events separated by a blank line; `event:`, `data:`, `id:` fields; `:` comments ignored).
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const notifyAll = () => waiters.forEach((wake) => wake());

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '', id: undefined };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line === '' || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') event.id = value;
          }
          if (data.length === 0 && event.event === 'message') continue;
          event.data = data.join('\n');
          events.push(event);
          notifyAll();
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: either way the stream is over.
    } finally {
      done = true;
      notifyAll();
    }
  })();

  const until = (condition: () => boolean, ms: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (condition()) return resolve();
      const check = () => {
        if (!condition()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out after ${ms} ms waiting for ${what}; got ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
    });

  return {
    status: response.status,
    headers: response.headers,
    events,
    async waitFor(match, ms = 2000) {
      await until(() => events.some(match), ms, 'an event');
      return events.find(match)!;
    },
    ended: (ms = 2000) => until(() => done, ms, 'the end of the stream'),
    close: () => abort.abort(),
  };
}
