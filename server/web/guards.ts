import { redirect } from 'next/navigation';
import { canOpenManagePages } from '@/lib/contracts/whitelist';
import { getViewer } from './viewer';

/**
 * Route guards for server-rendered pages (seed §2): a visitor opening an auth route goes home, and a user
 * who is not whitelisted opening a whitelist route goes home. The backend checks every call again.
 */
export async function requireAccount() {
  const viewer = await getViewer();
  if (!viewer.user || viewer.user.isVisitor) redirect('/');
  return { ...viewer, user: viewer.user };
}

export async function requireWhitelist() {
  const viewer = await requireAccount();
  const level = await viewer.runtime.services.admin.levelOf(viewer.user.userId);
  if (!canOpenManagePages(level)) redirect('/');
  return { ...viewer, level };
}
