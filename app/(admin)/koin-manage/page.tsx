import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { KoinManagePanel } from '@/components/admin/koin-manage-panel';
import { canManage } from '@/lib/contracts/whitelist-levels';
import { requireWhitelist } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('koin.title') };
}

export default async function KoinManagePage({ searchParams }: { searchParams: Promise<{ userId?: string }> }) {
  const { level } = await requireWhitelist();
  const [t, { userId }] = await Promise.all([getTranslations('Admin'), searchParams]);
  const initialUserId = Number(userId);
  return (
    <AdminPage title={t('koin.title')} section="koin" viewOnly={!canManage(level)}>
      <KoinManagePanel canManage={canManage(level)} initialUserId={Number.isSafeInteger(initialUserId) && initialUserId > 0 ? initialUserId : undefined} />
    </AdminPage>
  );
}
