import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { UserManagePanel } from '@/components/admin/user-manage-panel';
import { canManage } from '@/lib/contracts/whitelist-levels';
import { requireWhitelist } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('users.title') };
}

export default async function UserManagePage() {
  const { level } = await requireWhitelist();
  const t = await getTranslations('Admin');
  return (
    <AdminPage title={t('users.title')} section="users" viewOnly={!canManage(level)}>
      <UserManagePanel canManage={canManage(level)} />
    </AdminPage>
  );
}
