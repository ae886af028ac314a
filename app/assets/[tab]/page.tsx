import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AssetsLibrary } from '@/components/create/assets-library';
import { PageHeader } from '@/components/ui/page-header';
import { isAssetsTab } from '@/lib/create/generator-kinds';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ tab: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Assets'))('title'), robots: { index: false } };
}

/** /assets/{character|perform|3d|animation|space} (seed §2, auth): the user's generated assets by tab. */
export default async function AssetsTabRoute({ params }: { params: Params }) {
  await requireAccount();
  const { tab } = await params;
  if (!isAssetsTab(tab)) notFound();
  const t = await getTranslations('Assets');
  return (
    <div className="pb-10">
      <PageHeader title={t('title')} backHref="/create" backLabel={t('back')} />
      <p className="-mt-3 mb-6 max-w-xl text-ink-soft">{t('subtitle')}</p>
      <AssetsLibrary tab={tab} />
    </div>
  );
}
