import { Ellipsis } from 'lucide-react';
import { useId } from 'react';
import type { NavItem } from './app-navigation';
import { NavItemLink } from './nav-item-link';
import { useDisclosure } from './use-disclosure';

interface MoreMenuProps {
  items: readonly NavItem[];
  current: NavItem | undefined;
  /** `tabs`: the last tab of the phone's bar, opening upwards; `bar`: the header's, opening downwards. */
  variant: 'tabs' | 'bar';
}

/** "More": the places of the role that are not among its five most used, behind one button. */
export function MoreMenu({ items, current, variant }: MoreMenuProps) {
  const panelId = useId();
  const { open, toggle, containerRef, buttonRef, panelRef } = useDisclosure<HTMLLIElement>();
  const holdsCurrent = current !== undefined && items.includes(current);
  return (
    <li ref={containerRef} className={`more-menu more-menu--${variant}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`more-menu__button${holdsCurrent ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Ellipsis aria-hidden="true" />
        <span>More</span>
      </button>
      <div ref={panelRef} id={panelId} className="more-menu__panel" hidden={!open}>
        <ul className="more-menu__list">
          {items.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} current={current} className="more-menu__link" withIcon />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
