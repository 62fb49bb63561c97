import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** An icon over the title, for the status screens (verified, check your email...). */
  icon?: ReactNode;
  tone?: 'default' | 'success' | 'error';
  children?: ReactNode;
  /** Links under the card ("Don't have an account?..."). */
  footer?: ReactNode;
  width?: 'narrow' | 'wide';
  /** Move focus to the title when the screen changes state, so screen readers announce it. */
  focusTitle?: boolean;
}

export function AuthLayout({
  title,
  subtitle,
  icon,
  tone = 'default',
  children,
  footer,
  width = 'narrow',
  focusTitle = false,
}: AuthLayoutProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusTitle) return;
    // A new state replaces the form the user scrolled through; start it from the top.
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle, title]);

  return (
    <div className="auth-page">
      <Card className={`auth-card auth-card--${width}`}>
        <header className="auth-card__header">
          {icon && <span className={`auth-card__icon auth-card__icon--${tone}`}>{icon}</span>}
          <h1 ref={titleRef} tabIndex={-1}>
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        </header>
        {children}
      </Card>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}
