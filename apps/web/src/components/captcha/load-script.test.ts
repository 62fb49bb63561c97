import { describe, expect, it } from 'vitest';
import { loadScriptOnce } from './load-script';

/** Just enough of a document for the loader: script elements that can be made to load or fail. */
function fakeDocument() {
  const scripts: FakeScript[] = [];
  const doc = {
    createElement: () => new FakeScript(scripts),
    head: { append: (script: FakeScript) => scripts.push(script) },
  };
  return { doc: doc as unknown as Document, scripts };
}

class FakeScript {
  src = '';
  async = false;
  private listeners: Record<string, () => void> = {};
  constructor(private readonly parent: FakeScript[]) {}
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  remove() {
    this.parent.splice(this.parent.indexOf(this), 1);
  }
  fire(type: 'load' | 'error') {
    this.listeners[type]?.();
  }
}

describe('loadScriptOnce', () => {
  it('adds one async script per address, however many forms ask', async () => {
    const { doc, scripts } = fakeDocument();
    const src = 'https://example.test/once.js';
    const first = loadScriptOnce(src, doc);
    const second = loadScriptOnce(src, doc);
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src, async: true });
    scripts[0]!.fire('load');
    await expect(first).resolves.toBeUndefined();
  });

  it('forgets a failed load, so the next attempt adds a new script', async () => {
    const { doc, scripts } = fakeDocument();
    const src = 'https://example.test/blocked.js';
    const failed = loadScriptOnce(src, doc);
    scripts[0]!.fire('error');
    await expect(failed).rejects.toThrow(src);
    expect(scripts).toHaveLength(0);

    const retry = loadScriptOnce(src, doc);
    expect(retry).not.toBe(failed);
    expect(scripts).toHaveLength(1);
  });
});
