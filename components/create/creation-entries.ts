/**
 * The creation flows the Create hub (/create) offers, in one list: one entry per flow. An entry is `ready`
 * when its page exists under app/ (creation-entries.test.ts checks both ways, so a flow whose page lands
 * must be marked ready, and nothing links to a page that is not there). Ready entries are links; the
 * others show in the hub's "coming soon" section, without a link.
 */
export type CreationIcon = 'persona' | 'character' | 'performance' | 'game' | 'voice' | 'model' | 'space' | 'music' | 'motion' | 'image' | 'library';

export interface CreationEntry {
  /** Stable id; also the key of the entry's title and description in messages/<locale>/Create.json. */
  id: string;
  /** The page the entry opens. */
  href: string;
  icon: CreationIcon;
  /** The page exists: the hub links to it. */
  ready: boolean;
}

export const CREATION_ENTRIES: readonly CreationEntry[] = [
  { id: 'persona', href: '/persona-editor', icon: 'persona', ready: true },
  { id: 'character', href: '/create-friend', icon: 'character', ready: true },
  { id: 'performance', href: '/create-performance', icon: 'performance', ready: false },
  { id: 'game', href: '/create-game', icon: 'game', ready: false },
  { id: 'avatar', href: '/gen-3d', icon: 'model', ready: true },
  { id: 'space', href: '/gen-space', icon: 'space', ready: true },
  { id: 'voice', href: '/generate/voice', icon: 'voice', ready: true },
  { id: 'bgm', href: '/generate/bgm', icon: 'music', ready: true },
  { id: 'animation', href: '/gen-animation', icon: 'motion', ready: true },
  { id: 'cover', href: '/generate/cover/new', icon: 'image', ready: true },
  { id: 'assets', href: '/assets', icon: 'library', ready: true },
];

/** What the hub shows: the flows that work today, and those planned. */
export function creationSections(entries: readonly CreationEntry[] = CREATION_ENTRIES): { ready: CreationEntry[]; planned: CreationEntry[] } {
  return { ready: entries.filter((e) => e.ready), planned: entries.filter((e) => !e.ready) };
}

/** The hub itself: where the Create item of the bottom nav and the PC bar leads. */
export const CREATE_HUB_PATH = '/create';
