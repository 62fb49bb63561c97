import type { ReactNode } from 'react';
import './figure-tiles.css';

export interface FigureTile {
  label: string;
  value: ReactNode;
  /** The page's main money figure: tinted, and set as money. */
  main?: boolean;
  /** Another money figure, set as money. */
  money?: boolean;
}

/**
 * A page's headline figures as tiles, each value over its label, in a description list (a label and its
 * value read together). `className` adds the page's own layout; `busy` while newer figures load.
 */
export function FigureTiles({ figures, className, busy }: { figures: FigureTile[]; className?: string; busy?: boolean }) {
  return (
    <dl className={className ? `figure-tiles ${className}` : 'figure-tiles'} aria-busy={busy || undefined}>
      {figures.map((figure) => (
        <div key={figure.label} className={figure.main ? 'figure-tiles__main' : undefined}>
          <dt>{figure.label}</dt>
          <dd className={figure.main || figure.money ? 'money' : undefined}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
