import type { AssetKind } from '@/lib/contracts/property';

/**
 * The generators the creation pages offer (seed §2 Creation), one entry per kind: which page opens it,
 * which /assets tab lists what it makes, and what the preview shows. Its words (title, inspiration chips,
 * placeholder) live under messages/<locale>/Generate.json `kinds.<kind>`.
 */
export type GeneratorKind = Extract<AssetKind, 'avatar' | 'animation' | 'skybox' | 'voice' | 'bgm' | 'cover'>;
export type PreviewKind = 'model' | 'motion' | 'panorama' | 'audio' | 'image';

export interface GeneratorSpec {
  kind: GeneratorKind;
  /** The page that starts a new one. */
  href: string;
  /** The /assets tab its assets show in. */
  tab: AssetsTab;
  preview: PreviewKind;
}

export const GENERATORS: Record<GeneratorKind, GeneratorSpec> = {
  avatar: { kind: 'avatar', href: '/gen-3d', tab: '3d', preview: 'model' },
  animation: { kind: 'animation', href: '/gen-animation', tab: 'animation', preview: 'motion' },
  skybox: { kind: 'skybox', href: '/gen-space', tab: 'space', preview: 'panorama' },
  voice: { kind: 'voice', href: '/generate/voice', tab: 'character', preview: 'audio' },
  bgm: { kind: 'bgm', href: '/generate/bgm', tab: 'character', preview: 'audio' },
  cover: { kind: 'cover', href: '/generate/cover/new', tab: 'character', preview: 'image' },
};

/** The /assets tabs (seed §2: /assets redirects to assets-character) and the asset kinds each lists. */
export const ASSETS_TABS = ['character', 'perform', '3d', 'animation', 'space'] as const;
export type AssetsTab = (typeof ASSETS_TABS)[number];

export const TAB_KINDS: Record<AssetsTab, readonly AssetKind[]> = {
  character: ['cover', 'voice', 'bgm'],
  perform: ['music', 'song'],
  '3d': ['avatar'],
  animation: ['animation'],
  space: ['skybox'],
};

export const isAssetsTab = (value: string): value is AssetsTab => (ASSETS_TABS as readonly string[]).includes(value);

/** My assets, opened where assets of this kind are listed (a tab listing several kinds opens on this one). */
export function libraryHref(kind: AssetKind): string {
  const tab = (Object.keys(TAB_KINDS) as AssetsTab[]).find((key) => TAB_KINDS[key].includes(kind)) ?? 'character';
  return TAB_KINDS[tab].length > 1 ? `/assets/${tab}?kind=${kind}` : `/assets/${tab}`;
}

/** The kind a tab's address asks for (`?kind=`), when that tab lists it; else the tab's first kind. */
export function tabKind(tab: AssetsTab, asked: unknown): AssetKind {
  const kinds = TAB_KINDS[tab];
  return kinds.find((kind) => kind === asked) ?? kinds[0]!;
}

/** The generators whose assets a tab lists: its empty state leads to them. */
export const tabGenerators = (tab: AssetsTab): GeneratorSpec[] => Object.values(GENERATORS).filter((g) => g.tab === tab);

/** The generator that makes an asset of this kind, if a page offers one. */
export const generatorOf = (kind: AssetKind): GeneratorSpec | undefined => (kind in GENERATORS ? GENERATORS[kind as GeneratorKind] : undefined);

/** Where an asset opens: its generator with the asset loaded (progress, result, regenerate), if it has one. */
export function assetHref(kind: AssetKind, id: number): string | undefined {
  switch (kind) {
    case 'cover':
      return `/generate/cover/${id}`;
    case 'skybox':
      return `/user-gen-space/${id}`;
    case 'voice':
      return `/generate/voice/${id}`;
    case 'bgm':
      return `/generate/bgm/${id}`;
    case 'avatar':
      return `/gen-3d?asset=${id}`;
    case 'animation':
      return `/gen-animation?asset=${id}`;
    default:
      return undefined;
  }
}
