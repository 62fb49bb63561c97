import type { AltchaWidgetElement } from 'altcha/external';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The attributes of `<altcha-widget>` that our forms set (the rest are configured in code). */
interface AltchaWidgetProps extends DetailedHTMLProps<HTMLAttributes<AltchaWidgetElement>, AltchaWidgetElement> {
  /** Where the widget fetches a challenge (GET, JSON). */
  challenge?: string;
  /** When verification starts by itself; "off" waits for the visitor to tick the box. */
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  /** JSON-encoded options, for those that have no attribute of their own. */
  configuration?: string;
  /** The name of the hidden input the widget adds to its form. */
  name?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetProps;
    }
  }
}
