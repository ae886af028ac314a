import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AvatarStageProvider } from '@/components/avatar/avatar-stage-provider';
import { PageHeader } from '@/components/ui/page-header';
import { GENERATORS, libraryHref, type GeneratorKind } from '@/lib/create/generator-kinds';
import { GenerateFlow } from './generate-flow';

/**
 * A generator page: its title and what it makes, then the generate flow. The 3D kinds (avatar, animation)
 * get the app's avatar stage; the others never load three.js.
 */
export async function GeneratorPage({ kind, assetId, basePath }: { kind: GeneratorKind; assetId?: number; basePath?: string }) {
  const [t, ta] = await Promise.all([getTranslations('Generate'), getTranslations('Assets')]);
  const spec = GENERATORS[kind];
  const flow = <GenerateFlow kind={kind} assetId={assetId} basePath={basePath} />;
  return (
    <div className="pb-10">
      <PageHeader
        title={t(`kinds.${kind}.title`)}
        backHref="/create"
        backLabel={t('back')}
        action={
          <Link href={libraryHref(kind)} className="hidden rounded-full bg-white px-4 py-2 text-sm font-bold text-ink shadow-sm ring-1 ring-ink/10 hover:bg-brand-50 sm:inline-block">
            {ta('title')}
          </Link>
        }
      />
      <p className="-mt-3 mb-6 max-w-2xl text-ink-soft">{t(`kinds.${kind}.intro`)}</p>
      {spec.preview === 'model' || spec.preview === 'motion' ? <AvatarStageProvider>{flow}</AvatarStageProvider> : flow}
    </div>
  );
}

/** The metadata every generator page shares: its title, and no indexing (an auth page). */
export async function generatorMetadata(kind: GeneratorKind) {
  return { title: (await getTranslations('Generate'))(`kinds.${kind}.title`), robots: { index: false } };
}
