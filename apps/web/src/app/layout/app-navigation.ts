import type { PublicUser } from '@sponsorly/shared';
import {
  ChartColumnIncreasing,
  Handshake,
  Landmark,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Search,
  ShieldCheck,
  UserRound,
  Wallet,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** One of the five places of the role used most: a tab of the phone's bar; the others are under "More". */
  primary: boolean;
  /** The tab's shorter name, where the full one does not fit a sixth of a phone's width. */
  tabLabel?: string;
}

const dashboard: NavItem = { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, primary: true, tabLabel: 'Home' };
const deals: NavItem = { label: 'Deals', to: '/deals', icon: Handshake, primary: true };
const messages: NavItem = { label: 'Messages', to: '/messages', icon: MessagesSquare, primary: true };

const CREATOR_NAVIGATION: readonly NavItem[] = [
  dashboard,
  { label: 'Campaigns', to: '/campaigns', icon: Megaphone, primary: true },
  deals,
  messages,
  { label: 'Earnings', to: '/earnings', icon: Wallet, primary: true },
  { label: 'Profile', to: '/profile', icon: UserRound, primary: false },
];

const BRAND_NAVIGATION: readonly NavItem[] = [
  dashboard,
  { label: 'Find creators', to: '/brand/creators/search', icon: Search, primary: true, tabLabel: 'Search' },
  { label: 'Lists', to: '/brand/creators', icon: ListChecks, primary: false },
  { label: 'Campaigns', to: '/brand/campaigns', icon: Megaphone, primary: true },
  deals,
  messages,
  { label: 'Finances', to: '/brand/finances', icon: Landmark, primary: false },
  { label: 'Analytics', to: '/brand/analytics', icon: ChartColumnIncreasing, primary: false },
];

export const ADMIN_CONSOLE_PATH = '/admin';
const admin: NavItem = { label: 'Admin', to: ADMIN_CONSOLE_PATH, icon: ShieldCheck, primary: false };

/** The places of the user's role, in the header's order; an admin has the console too. */
export function navigationFor(user: Pick<PublicUser, 'user_type' | 'is_admin'>): readonly NavItem[] {
  const places = user.user_type === 'brand' ? BRAND_NAVIGATION : CREATOR_NAVIGATION;
  return user.is_admin ? [...places, admin] : places;
}

function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The place a page belongs to: the item whose path is the longest start of the page's, so a deal
 * (/deals/123) is under Deals and a search (/brand/creators/search) under Find creators, not Lists.
 */
export function currentPlace(pathname: string, items: readonly NavItem[]): NavItem | undefined {
  let found: NavItem | undefined;
  for (const item of items) {
    if (isWithin(pathname, item.to) && (!found || item.to.length > found.to.length)) found = item;
  }
  return found;
}

/**
 * Pages that keep the public site's header and footer whoever reads them: the landing, signing up and
 * in, the legal and information pages. Every other page wears the app's shell once a session is known,
 * and the public site's for a visitor (docs/app-shell.md).
 */
const PUBLIC_SITE_PATHS = [
  '/',
  '/login',
  '/signup',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/privacy',
  '/terms',
  '/cookies',
  '/team',
  '/appointment-confirmed',
  '/contact-received',
  '/unsubscribe',
];

export function isPublicSitePage(pathname: string): boolean {
  return PUBLIC_SITE_PATHS.some((path) => (path === '/' ? pathname === '/' : isWithin(pathname, path)));
}
