import type { NavItemKey } from './events';

export interface NavItem {
  key: NavItemKey;
  href: string;
  /** Seed §2: a guest tapping it gets the login prompt. */
  auth: boolean;
}

/**
 * The phone's bottom nav and the PC bar's Create link (seed §2): Home; Create, which opens the create hub
 * (the creation flows that exist, and those planned); My, the profile.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', href: '/', auth: false },
  { key: 'create', href: '/create', auth: true },
  { key: 'my', href: '/profile', auth: true },
];

export const navItem = (key: NavItemKey): NavItem => NAV_ITEMS.find((item) => item.key === key)!;

/** Whether the nav item is the one of the open page. */
export function isNavItemActive(key: NavItemKey, pathname: string): boolean {
  if (key === 'home') return pathname === '/' || pathname === '/discover' || pathname === '/foryou';
  if (key === 'create') return pathname === '/create' || pathname.startsWith('/create/') || pathname.startsWith('/create-');
  return pathname === '/profile';
}
