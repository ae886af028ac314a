'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { PropertyResource } from '@/lib/contracts/property';
import type { PreviewKind } from '@/lib/create/generator-kinds';
import { previewSource } from '@/lib/create/preview-source';
import { resourcePeaks } from '@/lib/create/waveform-peaks';
import { AudioPreview } from './audio-preview';
import { PanoramaPreview } from './panorama-preview';

/** The 3D preview comes in its own chunk, only on the pages that show a model or a motion. */
const ModelPreview = dynamic(() => import('./model-preview').then((m) => m.ModelPreview), { ssr: false });

/** What a finished generation made, shown the way it is used: full-size image, panorama, audio, 3D. */
export function ResultPreview({ preview, resource, name, seed }: { preview: PreviewKind; resource: PropertyResource; name: string; seed: string }) {
  const t = useTranslations('Generate');
  const source = previewSource(preview, resource);
  if (!source) {
    return (
      <p role="alert" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200" data-testid="generate-missing-file">
        {preview === 'panorama' ? t('problems.spaceIncomplete') : t('problems.missingFile')}
      </p>
    );
  }
  switch (preview) {
    case 'image':
      return (
        <a href={source} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-3xl bg-ink/5 shadow-sm ring-1 ring-ink/10">
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated file from the media store, shown at its own size */}
          <img src={source} alt={`${t('preview.image')}: ${name}`} className="h-auto w-full" data-testid="generate-result-image" />
        </a>
      );
    case 'panorama':
      return <PanoramaPreview src={source} label={t('preview.panorama')} />;
    case 'audio':
      return <AudioPreview src={source} peaks={resourcePeaks(resource)} />;
    case 'model':
    case 'motion':
      return <ModelPreview resource={resource} label={t(`preview.${preview}`)} seed={seed} motion={preview === 'motion'} />;
  }
}
