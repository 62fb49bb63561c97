import { Link } from 'react-router';
import type { NavItem } from './app-navigation';

interface NavItemLinkProps {
  item: NavItem;
  current: NavItem | undefined;
  className: string;
  /** The icon beside the name (the phone's tabs and the "More" panels). */
  withIcon?: boolean;
  /** The tab's shorter name (`tabLabel`), in the phone's tab bar. */
  asTab?: boolean;
}

/** A place of the navigation; the one the page belongs to is marked for everyone (aria-current) and styled. */
export function NavItemLink({ item, current, className, withIcon = false, asTab = false }: NavItemLinkProps) {
  const Icon = item.icon;
  return (
    <Link to={item.to} className={className} aria-current={item === current ? 'page' : undefined}>
      {withIcon && <Icon aria-hidden="true" />}
      <span>{asTab ? (item.tabLabel ?? item.label) : item.label}</span>
    </Link>
  );
}
