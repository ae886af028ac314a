import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { generatorMetadata, GeneratorPage } from '@/components/create/generator-page';
import { parseAssetParam } from '@/lib/create/asset-param';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ bgmId?: string[] }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('bgm');

/** /generate/bgm/{bgmId?} (seed §2, auth): background music from a mood, genre, tempo and length. */
export default async function GenerateBgmRoute({ params }: { params: Params }) {
  await requireAccount();
  const segments = (await params).bgmId ?? [];
  if (segments.length > 1) notFound();
  const asked = parseAssetParam(segments[0]);
  if (!asked) notFound();
  return <GeneratorPage kind="bgm" assetId={asked.assetId} basePath="/generate/bgm" />;
}
