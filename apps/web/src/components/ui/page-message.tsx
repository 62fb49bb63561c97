import type { ReactNode } from 'react';
import './page-message.css';

interface PageMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'default' | 'success' | 'error';
}

/** A whole page that is one message: unsubscribed, access restricted, please log in... */
export function PageMessage({ icon, title, children, actions, tone = 'default' }: PageMessageProps) {
  return (
    <section className="container page-message" aria-labelledby="page-message-title">
      <span className={`page-message__icon page-message__icon--${tone}`} aria-hidden="true">
        {icon}
      </span>
      <h1 id="page-message-title">{title}</h1>
      <div className="page-message__text">{children}</div>
      {actions && <div className="page-message__actions">{actions}</div>}
    </section>
  );
}
