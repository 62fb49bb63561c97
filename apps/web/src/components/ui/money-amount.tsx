import { signedMoney } from '../../lib/money-line';
import './money-amount.css';

/**
 * An amount on a money line: "+$450.00" in green, "−$49.50" in red, "$0.00" neutral. The sign is in the
 * text and a screen reader hears "In" or "Out" first, so colour is never the only sign.
 */
export function MoneyAmount({ cents, className }: { cents: number; className?: string }) {
  const money = signedMoney(cents);
  return (
    <span className={`money-amount money-amount--${money.direction}${className ? ` ${className}` : ''}`}>
      {money.spoken && <span className="sr-only">{money.spoken}: </span>}
      {money.text}
    </span>
  );
}
