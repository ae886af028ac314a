import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AssetsLibrary } from '@/components/create/assets-library';
import { PageHeader } from '@/components/ui/page-header';
import { isAssetsTab, tabKind } from '@/lib/create/generator-kinds';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ tab: string }>;
type SearchParams = Promise<{ kind?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Assets'))('title'), robots: { index: false } };
}

/** /assets/{character|perform|3d|animation|space}?kind= (seed §2, auth): the user's generated assets by tab, on one kind. */
export default async function AssetsTabRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  await requireAccount();
  const { tab } = await params;
  const { kind } = await searchParams;
  if (!isAssetsTab(tab)) notFound();
  const t = await getTranslations('Assets');
  return (
    <div className="pb-10">
      <PageHeader title={t('title')} backHref="/create" backLabel={t('back')} />
      <p className="-mt-3 mb-6 max-w-xl text-ink-soft">{t('subtitle')}</p>
      <AssetsLibrary key={tab} tab={tab} initialKind={tabKind(tab, kind)} />
    </div>
  );
}
