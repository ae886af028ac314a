import type { Metadata } from 'next';
import { generatorMetadata, GeneratorPage } from '@/components/create/generator-page';
import { parseAssetParam } from '@/lib/create/asset-param';
import { requireAccount } from '@/server/web/guards';

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('animation');

type SearchParams = Promise<{ asset?: string | string[] }>;

/** /gen-animation (seed §2, auth): a motion from words. */
export default async function GenAnimationRoute({ searchParams }: { searchParams: SearchParams }) {
  await requireAccount();
  const { asset } = await searchParams;
  // ?asset={id} opens one of the user's own (from My assets); anything else starts a new one.
  const asked = parseAssetParam(typeof asset === 'string' ? asset : undefined) ?? {};
  return <GeneratorPage kind="animation" assetId={asked.assetId} />;
}
