/**
 * The one script a prerendered page names. It loads the app once the page has been painted, so on a
 * slow connection the app's code does not share the bandwidth with the stylesheets the first paint waits
 * for. The build lists the modules to load in this script's data-modules attribute: the app first, then
 * the chunks of the page's lazy route, fetched alongside.
 */
/**
 * The event the app fires once it has hydrated the page (lib/app-started.ts). Written here again rather
 * than imported: an import would bring the app's first chunk into this script, which must load before it;
 * the server's web-app test checks that both built scripts name the same event.
 */
const APP_HYDRATED_EVENT = 'sponsorly:hydrated';

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

/**
 * A page that came as HTML shows its buttons before the app that answers them has run. A click on one
 * meanwhile would be lost (or, for a form's button, submit the form to the page's own address): the last
 * such click is held, and made again on the same button once the app has taken over the page. Links are
 * left alone: they work without the app.
 */
let heldClick: HTMLElement | null = null;
function holdEarlyClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = button;
}
document.addEventListener('click', holdEarlyClick, true);
document.addEventListener(
  APP_HYDRATED_EVENT,
  () => {
    document.removeEventListener('click', holdEarlyClick, true);
    if (heldClick?.isConnected) heldClick.click();
    heldClick = null;
  },
  { once: true },
);

// A page opened in a background tab is not painted until it is shown: nothing to wait for.
if (document.visibilityState === 'hidden') start();
else afterFirstContentfulPaint(start);
