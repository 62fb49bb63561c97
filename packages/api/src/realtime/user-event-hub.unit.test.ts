import { describe, expect, it } from 'vitest';
import type { ChannelHandlers } from '@sponsorly/db';
import { createUserEventHub } from './user-event-hub';

/** A hub on a fake listener the test drives: `notify` is a NOTIFY, `reconnect` a listener coming back. */
async function hubOnFakeListener() {
  let handlers!: ChannelHandlers;
  let listening = false;
  const hub = createUserEventHub({
    async listen(h) {
      handlers = h;
      listening = true;
      h.onConnect?.();
      return { close: async () => void (listening = false) };
    },
    sessionRecheckMs: 50,
  });
  await hub.start();
  return {
    hub,
    notify: (userId: string) => handlers.onNotify(userId),
    reconnect: () => handlers.onConnect?.(),
    listening: () => listening,
  };
}

const never = new AbortController().signal;

describe('the user event hub', () => {
  it('wakes the notified user’s streams only', async () => {
    const { hub, notify } = await hubOnFakeListener();
    const maya = hub.follow('maya');
    const ben = hub.follow('ben');
    const mayaWait = maya.next(1000, never);
    const benWait = ben.next(100, never);
    notify('maya');
    expect(await mayaWait).toBe('wake');
    expect(await benWait).toBe('tick');
  });

  it('keeps a notification that arrives between two waits, so the stream reads again at once', async () => {
    const { hub, notify } = await hubOnFakeListener();
    const maya = hub.follow('maya');
    notify('maya');
    notify('maya');
    expect(await maya.next(1000, never)).toBe('wake');
    // Two notifications before the wait are one read.
    expect(await maya.next(30, never)).toBe('tick');
  });

  it('ends a wait when the request goes away', async () => {
    const { hub } = await hubOnFakeListener();
    const abort = new AbortController();
    const wait = hub.follow('maya').next(10_000, abort.signal);
    abort.abort();
    expect(await wait).toBe('aborted');
  });

  it('wakes every stream when the listener reconnects, as notifications may have been missed', async () => {
    const { hub, reconnect } = await hubOnFakeListener();
    const waits = [hub.follow('maya').next(1000, never), hub.follow('ben').next(1000, never)];
    reconnect();
    expect(await Promise.all(waits)).toEqual(['wake', 'wake']);
  });

  it('on close, ends every stream, waits for them to stop, then stops listening', async () => {
    const { hub, listening } = await hubOnFakeListener();
    const maya = hub.follow('maya');
    const wait = maya.next(10_000, never);
    expect(hub.openStreams()).toBe(1);
    const closing = hub.close();
    expect(await wait).toBe('closed');
    expect(listening()).toBe(true);
    maya.stop();
    await closing;
    expect(listening()).toBe(false);
    expect(hub.openStreams()).toBe(0);
    // A stream that opens while closing is told at once.
    expect(await hub.follow('ben').next(10_000, never)).toBe('closed');
  });
});
