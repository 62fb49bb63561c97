import { Component, createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { captureEarlyInput } from '../../lib/adopt-early-input';
import './deferred-component.css';

/**
 * If the code cannot be fetched (offline, or a newer release removed the old file), the component is
 * left out and the rest of the page carries on, instead of the whole page turning into the error page.
 */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface DeferredComponent<P extends object> {
  (props: P): ReactNode;
  /** Loads the code now; the prerender step calls it so the page's HTML holds the component. */
  preload(): Promise<void>;
}

/**
 * A component whose code is left out of the page's first download (a form and its checks below the fold).
 * On a prerendered page its HTML is there from the start and stays, usable, while the code loads; React
 * hydrates it once the code arrives, and anything typed into it meanwhile reaches it as fresh input.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };

  function Deferred(props: P) {
    const slot = useRef<HTMLDivElement>(null);
    const [Lazy] = useState(() =>
      lazy(async () => {
        const component = await preload();
        // Read what was typed just before React takes the fields over, and hand it over once it has.
        const replay = slot.current ? captureEarlyInput(slot.current) : () => {};
        return {
          default: function Hydrated(innerProps: P) {
            useEffect(replay, []);
            return createElement(component, innerProps);
          },
        };
      }),
    );
    // Decided once: switching between the two later would mount a new form and lose what it holds.
    const [Loaded] = useState(() => loaded);
    return (
      <div ref={slot} className="deferred-slot">
        <LeaveOutOnError>
          <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
        </LeaveOutOnError>
      </div>
    );
  }
  Deferred.preload = async () => {
    await preload();
  };
  return Deferred;
}
