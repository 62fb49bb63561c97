import { useLayoutEffect, useRef } from 'react';

/**
 * The filled part of a progress bar, `percent` wide. Its width is set through the element's style object
 * rather than a `style` attribute: the content security policy refuses style attributes in the HTML the
 * server sends (a page rendered on the server would show an empty bar), while a script may still set a
 * style. Before the script runs the bar is empty; filling it moves nothing else on the page.
 */
export function BarFill({ percent }: { percent: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.style.width = `${Math.max(0, Math.min(100, percent))}%`;
  }, [percent]);
  return <span ref={ref} />;
}
