import type { PublicUser } from '@sponsorly/shared';
import { useLocation } from 'react-router';
import { currentPlace, navigationFor } from './app-navigation';
import { MoreMenu } from './more-menu';
import { NavItemLink } from './nav-item-link';
import './tab-bar.css';

/** On a phone (below 768 px): the role's five most used places as tabs at the foot of the screen, and "More". */
export function TabBar({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  const items = navigationFor(user);
  const current = currentPlace(pathname, items);
  return (
    <nav className="tab-bar" aria-label="Main">
      <ul className="tab-bar__list">
        {items
          .filter((item) => item.primary)
          .map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} current={current} className="tab-bar__link" withIcon asTab />
            </li>
          ))}
        <MoreMenu items={items.filter((item) => !item.primary)} current={current} variant="tabs" />
      </ul>
    </nav>
  );
}
