import type { ReactNode } from 'react';
import './creator-grid.css';

/** Creator cards in a responsive grid: one column on a phone, as many as fit on wider screens. */
export function CreatorGrid<Item>({
  items,
  keyOf,
  render,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  render: (item: Item) => ReactNode;
}) {
  return (
    <ul className="creator-grid">
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
