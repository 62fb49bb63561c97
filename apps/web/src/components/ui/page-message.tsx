import { useEffect, useRef, type ReactNode } from 'react';
import './page-message.css';

interface PageMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'default' | 'success' | 'error';
  /** Move focus to the title when the page changes state (the button that was clicked is gone), so screen readers announce it. */
  focusTitle?: boolean;
}

/** A whole page that is one message: unsubscribed, access restricted, please log in... */
export function PageMessage({ icon, title, children, actions, tone = 'default', focusTitle = false }: PageMessageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusTitle) return;
    // The new state replaces what was on screen; start it from the top.
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle, title]);

  return (
    <section className="container page-message" aria-labelledby="page-message-title">
      <span className={`page-message__icon page-message__icon--${tone}`} aria-hidden="true">
        {icon}
      </span>
      <h1 id="page-message-title" ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </h1>
      <div className="page-message__text">{children}</div>
      {actions && <div className="page-message__actions">{actions}</div>}
    </section>
  );
}
