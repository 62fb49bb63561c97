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
  render: (item: Item, index: number) => ReactNode;
}) {
  return (
    <ul className="creator-grid">
      {items.map((item, index) => (
        <li key={keyOf(item)}>{render(item, index)}</li>
      ))}
    </ul>
  );
}
