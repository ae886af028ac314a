import type { Metadata } from 'next';
import { generatorMetadata } from '@/components/create/generator-page';
import { generatorRoute } from '@/app/(create)/generator-route';
import { parseAssetParam } from '@/lib/create/asset-param';

type SearchParams = Promise<{ asset?: string | string[] }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('avatar');

/** /gen-3d (seed §2, auth): a 3D character from words. */
export default async function Route({ searchParams }: { searchParams: SearchParams }) {
  // ?asset={id} opens one of the person's own (from My assets); anything else starts a new one.
  const { asset } = await searchParams;
  const asked = typeof asset === 'string' && parseAssetParam(asset) ? asset : undefined;
  return generatorRoute('avatar', asked);
}
