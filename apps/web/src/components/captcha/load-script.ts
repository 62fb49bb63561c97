/** Loads, per address, shared by every form on the page. */
const loads = new Map<string, Promise<void>>();

/**
 * Adds `<script src async>` to the head once per address and settles when it has run or failed. A
 * failed load is forgotten, element and all, so that the next form to show the check tries again.
 */
export function loadScriptOnce(src: string, doc: Document = document): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      doc.head.append(script);
    });
    loads.set(src, load);
  }
  return load;
}
