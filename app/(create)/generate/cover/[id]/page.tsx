import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { generatorMetadata, GeneratorPage } from '@/components/create/generator-page';
import { parseAssetParam } from '@/lib/create/asset-param';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ id: string }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('cover');

/** /generate/cover/{id} (seed §2, auth): a cover; "new" starts one, an id opens it. */
export default async function GenerateCoverRoute({ params }: { params: Params }) {
  await requireAccount();
  const asked = parseAssetParam((await params).id);
  if (!asked) notFound();
  return <GeneratorPage kind="cover" assetId={asked.assetId} basePath="/generate/cover" />;
}
