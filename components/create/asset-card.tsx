'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { parsePropertyResource, type Property } from '@/lib/contracts/property';
import { assetHref } from '@/lib/create/generator-kinds';
import { assetChip, type AssetChip } from '@/lib/create/preview-source';
import { FillImage } from '@/components/ui/fill-image';

const CHIP_TONE: Record<AssetChip['kind'], string> = {
  generating: 'bg-indigo-600 text-white',
  queued: 'bg-indigo-100 text-indigo-900',
  failed: 'bg-red-600 text-white',
  cancelled: 'bg-ink/70 text-white',
  draft: 'bg-white/95 text-ink',
  published: 'bg-emerald-600 text-white',
  approved: 'bg-amber-400 text-amber-950',
};

const KIND_ICON: Partial<Record<Property['kind'], string>> = {
  voice: 'M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v3',
  bgm: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  song: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  animation: 'M13 4a2 2 0 1 0 0-.01M9 20l3-6 3 3v4M6 12l3-3 4 1 3 3 3-1',
  avatar: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0',
};

/** One asset in the library: its picture (or its kind's icon), name, kind and status; a failure says why and offers Retry. */
export function AssetCard({ asset, onRetry, retrying }: { asset: Property; onRetry: (taskId: number) => void; retrying: boolean }) {
  const t = useTranslations('Assets');
  const chip = assetChip(asset);
  const cover = parsePropertyResource(asset.resource).cardUrl;
  const href = assetHref(asset.kind, asset.id);
  const name = asset.name || t('untitled');
  const chipText = chip.kind === 'generating' ? t('status.generating', { percent: chip.percent }) : t(`status.${chip.kind}`);
  const picture = (
    <div className="relative aspect-square overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-white to-indigo-100">
      {cover ? (
        <FillImage src={cover} alt="" className="object-cover transition duration-300 group-hover:scale-[1.03]" />
      ) : (
        <span aria-hidden className="absolute inset-0 grid place-items-center text-brand-600/70">
          <svg viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d={KIND_ICON[asset.kind] ?? 'M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4'} />
          </svg>
        </span>
      )}
      <span className={`absolute left-2 top-2 rounded-full px-2.5 py-1 text-[11px] font-bold shadow-sm ${CHIP_TONE[chip.kind]}`} data-testid="asset-status">
        {chipText}
      </span>
      {chip.kind === 'generating' ? (
        <span aria-hidden className="absolute inset-x-2 bottom-2 h-1.5 overflow-hidden rounded-full bg-white/70">
          <span className="block h-full rounded-full bg-indigo-600 transition-[width] duration-500" style={{ width: `${Math.max(4, chip.percent)}%` }} />
        </span>
      ) : null}
    </div>
  );
  return (
    <li className="group flex flex-col rounded-3xl bg-white p-2 shadow-sm ring-1 ring-black/5 transition hover:shadow-md" data-testid="asset-card" data-asset-id={asset.id}>
      {href ? (
        <Link href={href} aria-label={t('open', { name })} className="block rounded-2xl">
          {picture}
        </Link>
      ) : (
        picture
      )}
      <div className="px-1.5 pb-1 pt-2">
        <p className="truncate text-sm font-bold text-ink" title={name}>
          {name}
        </p>
        <p className="text-xs text-ink-soft">{t(`kinds.${asset.kind}`)}</p>
        {chip.kind === 'failed' ? (
          <div className="mt-2 grid gap-2">
            {chip.reason ? <p className="line-clamp-2 text-xs text-red-800">{chip.reason}</p> : null}
            {asset.task ? (
              <button
                type="button"
                onClick={() => onRetry(asset.task!.id)}
                disabled={retrying}
                className="justify-self-start rounded-full bg-red-50 px-3 py-1 text-xs font-bold text-red-800 ring-1 ring-red-200 hover:bg-red-100 disabled:opacity-60"
              >
                {t('retry')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
