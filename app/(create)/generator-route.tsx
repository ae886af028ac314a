import { notFound } from 'next/navigation';
import { GeneratorPage } from '@/components/create/generator-page';
import { parseAssetParam } from '@/lib/create/asset-param';
import type { GeneratorKind } from '@/lib/create/generator-kinds';
import { requireAccount } from '@/server/web/guards';

/**
 * A generator route (seed §2, auth): a signed-in person only; `asked` is the address's asset segment(s) ("new" or
 * none starts one, an id opens the person's own), and anything else is not found.
 */
export async function generatorRoute(kind: GeneratorKind, asked: string | string[] | undefined, basePath?: string) {
  await requireAccount();
  const segments = Array.isArray(asked) ? asked : asked === undefined ? [] : [asked];
  if (segments.length > 1) notFound();
  const asset = parseAssetParam(segments[0]);
  if (!asset) notFound();
  return <GeneratorPage kind={kind} assetId={asset.assetId} basePath={basePath} />;
}
