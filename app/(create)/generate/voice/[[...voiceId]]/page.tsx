import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { generatorMetadata, GeneratorPage } from '@/components/create/generator-page';
import { parseAssetParam } from '@/lib/create/asset-param';
import { requireAccount } from '@/server/web/guards';

type Params = Promise<{ voiceId?: string[] }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('voice');

/** /generate/voice/{voiceId?} (seed §2, auth): a voice from words or matched to a recording. */
export default async function GenerateVoiceRoute({ params }: { params: Params }) {
  await requireAccount();
  const segments = (await params).voiceId ?? [];
  if (segments.length > 1) notFound();
  const asked = parseAssetParam(segments[0]);
  if (!asked) notFound();
  return <GeneratorPage kind="voice" assetId={asked.assetId} basePath="/generate/voice" />;
}
