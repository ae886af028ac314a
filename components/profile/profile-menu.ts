import { canOpenManagePages } from '@/lib/contracts/whitelist-levels';

export type ProfileMenuKey = 'password' | 'editProfile' | 'persona' | 'koin' | 'language' | 'settings' | 'feedback' | 'manageUsers' | 'manageKoin' | 'feedbackList' | 'roleReview';

export interface ProfileMenuItem {
  key: ProfileMenuKey;
  href: string;
}

const ACCOUNT: ProfileMenuItem[] = [
  { key: 'editProfile', href: '/profile-edit' },
  { key: 'persona', href: '/persona-editor' },
  { key: 'koin', href: '/koin' },
  { key: 'language', href: '/language' },
  { key: 'settings', href: '/setting' },
  { key: 'feedback', href: '/feedback' },
];

/** Seed §2/§6: the whitelist-only pages, for whitelist levels 1 and 2. */
const MANAGE: ProfileMenuItem[] = [
  { key: 'manageUsers', href: '/user-manage' },
  { key: 'manageKoin', href: '/koin-manage' },
  { key: 'feedbackList', href: '/feedback-list' },
  { key: 'roleReview', href: '/role-review' },
];

/** The "My" page menu: everyone's account pages (and the password, for local accounts), and the manage pages for whitelisted staff. */
export function profileMenu(whiteListLevel: number, source?: string): { account: ProfileMenuItem[]; manage: ProfileMenuItem[] } {
  const account = source === 'password' ? [...ACCOUNT.slice(0, 1), { key: 'password' as const, href: '/change-password' }, ...ACCOUNT.slice(1)] : ACCOUNT;
  return { account, manage: canOpenManagePages(whiteListLevel) ? MANAGE : [] };
}
