import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { FeedbackListPanel } from '@/components/admin/feedback-list-panel';
import { requireWhitelist } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('feedback.title') };
}

export default async function FeedbackListPage() {
  await requireWhitelist();
  const t = await getTranslations('Admin');
  return (
    <AdminPage title={t('feedback.title')} section="feedback">
      <FeedbackListPanel />
    </AdminPage>
  );
}
