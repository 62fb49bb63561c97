/**
 * The one script a prerendered page names. It loads the app once the page has been painted, so on a
 * slow connection the app's code does not share the bandwidth with the stylesheets the first paint waits
 * for. The build lists the modules to load in this script's data-modules attribute: the app first, then
 * the chunks of the page's lazy route, fetched alongside.
 */
const [app, ...chunks] = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ') ?? [];

function start() {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (app) void import(/* @vite-ignore */ app);
}

/** Once the browser reports the page's first contentful paint (the first frame may paint nothing yet). */
function afterFirstContentfulPaint(callback: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(callback);
  }).observe({ type: 'paint', buffered: true });
}

// A page opened in a background tab is not painted until it is shown: nothing to wait for.
if (document.visibilityState === 'hidden') start();
else afterFirstContentfulPaint(start);
