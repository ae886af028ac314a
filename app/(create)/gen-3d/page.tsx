import type { Metadata } from 'next';
import { generatorMetadata, GeneratorPage } from '@/components/create/generator-page';
import { parseAssetParam } from '@/lib/create/asset-param';
import { requireAccount } from '@/server/web/guards';

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('avatar');

type SearchParams = Promise<{ asset?: string | string[] }>;

/** /gen-3d (seed §2, auth): a 3D character from words. */
export default async function Gen3DRoute({ searchParams }: { searchParams: SearchParams }) {
  await requireAccount();
  const { asset } = await searchParams;
  // ?asset={id} opens one of the user's own (from My assets); anything else starts a new one.
  const asked = parseAssetParam(typeof asset === 'string' ? asset : undefined) ?? {};
  return <GeneratorPage kind="avatar" assetId={asked.assetId} />;
}
