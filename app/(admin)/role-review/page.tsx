import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { RoleReviewPanel } from '@/components/admin/role-review-panel';
import { requireWhitelist } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('reviews.title') };
}

/** /role-review (whitelist): the characters their authors asked to put in Discover; approve, reject or take down. */
export default async function RoleReviewPage() {
  await requireWhitelist();
  const t = await getTranslations('Admin');
  return (
    <AdminPage title={t('reviews.title')} section="reviews">
      <RoleReviewPanel />
    </AdminPage>
  );
}
