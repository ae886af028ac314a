import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { generatorMetadata, GeneratorPage } from '@/components/create/generator-page';
import { parseAssetParam } from '@/lib/create/asset-param';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ id?: string[] }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('skybox');

/** /user-gen-space/{id?} (seed §2, auth): one of the user's generated spaces, or a new one. */
export default async function UserGenSpaceRoute({ params }: { params: Params }) {
  await requireAccount();
  const segments = (await params).id ?? [];
  if (segments.length > 1) notFound();
  const asked = parseAssetParam(segments[0]);
  if (!asked) notFound();
  return <GeneratorPage kind="skybox" assetId={asked.assetId} basePath="/user-gen-space" />;
}
