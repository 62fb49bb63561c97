import { LoaderCircle } from 'lucide-react';
import './spinner.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text read by screen readers; a decorative spinner (inside a busy button) has none. */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 'md', label = 'Loading...', decorative = false }: SpinnerProps) {
  if (decorative) return <LoaderCircle className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span className="spinner-wrap" role="status">
      <LoaderCircle className={`spinner spinner--${size}`} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A page-sized waiting state with visible text, for the moments a whole screen depends on a call. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status">
      <LoaderCircle className="spinner spinner--lg" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
