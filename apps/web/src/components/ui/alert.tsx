import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import './alert.css';

type Tone = 'success' | 'error' | 'info';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

interface AlertProps {
  tone: Tone;
  title?: string;
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * The spec's green and red message boxes. Errors interrupt (role="alert"); success and information
 * wait their turn (role="status").
 */
export function Alert({ tone, title, children, id, className }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      id={id}
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon className="alert__icon" aria-hidden="true" />
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
