import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { Spinner } from './spinner';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'accent';
type Size = 'md' | 'lg' | 'sm';

export function buttonClass(variant: Variant, size: Size, block: boolean, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  /** While busy the button is disabled and says what it is doing ("Logging in..."). */
  busy?: boolean;
  busyText?: string;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  busyText,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A prerendered form shows before its script runs; sent then, the browser would put its fields (a
  // password among them) in the page's URL. Its submit button waits for the script.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass(variant, size, block, className)}
      disabled={disabled || busy || (type === 'submit' && !hydrated)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" decorative /> : icon}
      <span>{busy && busyText ? busyText : children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
  iconAfter?: ReactNode;
}

/** A link that looks like a button: it goes somewhere, so it stays a link for assistive tech. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block = false,
  icon,
  iconAfter,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClass(variant, size, block, className)} {...rest}>
      {icon}
      <span>{children}</span>
      {iconAfter}
    </Link>
  );
}
