import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { LocalModelsPanel } from '@/components/admin/local-models-panel';
import { requireWhitelist } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('models.title') };
}

/** /model-manage (whitelist): the local chat models, as `npm run model` manages them. */
export default async function ModelManagePage() {
  await requireWhitelist();
  const t = await getTranslations('Admin');
  return (
    <AdminPage title={t('models.title')} section="models">
      <LocalModelsPanel />
    </AdminPage>
  );
}
