import type { FeedService } from '@/server/domains/feed/feed-service';
import type { RoleService } from '@/server/domains/roles/role-service';
import type { TagService } from '@/server/domains/tags/tag-service';
import type { Logger } from '@/server/log';
import type { Bus } from '@/server/providers/bus/bus';

/** Bus channel on which a change to the catalogue is announced, so every instance drops what it keeps of it. */
export const CATALOGUE_CHANGED = 'koko:catalogue:changed';

/**
 * What changed: one role (edited, published, approved, taken down, deleted; `listed` when what Discover lists changed
 * with it), or the set of tags.
 */
export type CatalogueChange = { kind: 'role'; roleId: number; listed: boolean } | { kind: 'tags' };

/** The change a CATALOGUE_CHANGED message announces, or undefined for anything else. */
export function readCatalogueChange(message: string): CatalogueChange | undefined {
  if (message === 'tags') return { kind: 'tags' };
  const role = /^(listed-)?role (\d{1,10})$/.exec(message);
  return role ? { kind: 'role', roleId: Number(role[2]), listed: role[1] !== undefined } : undefined;
}

const writeCatalogueChange = (change: CatalogueChange) => (change.kind === 'tags' ? 'tags' : `${change.listed ? 'listed-' : ''}role ${change.roleId}`);

/** What an instance drops on a change: its copy of the role, the Discover pages it ranked, or its tags. */
export function applyCatalogueChange(change: CatalogueChange, kept: { roles: Pick<RoleService, 'forget'>; tags: Pick<TagService, 'invalidate'>; feed: Pick<FeedService, 'forgetDiscover'> }): void {
  if (change.kind === 'tags') {
    kept.tags.invalidate();
    kept.feed.forgetDiscover();
    return;
  }
  kept.roles.forget(change.roleId);
  if (change.listed) kept.feed.forgetDiscover();
}

/**
 * Catalogue changes across instances: `tell` applies a change here at once (the author reads their own edit) and
 * announces it; `listen` applies what any instance announces, its own included, which is harmless to repeat.
 */
export class CatalogueChanges {
  constructor(
    private readonly bus: Bus,
    private readonly apply: (change: CatalogueChange) => void,
    private readonly log: Logger,
  ) {}

  tell(change: CatalogueChange): void {
    this.apply(change);
    this.bus.publish(CATALOGUE_CHANGED, writeCatalogueChange(change)).catch((error: Error) => this.log.warn('a catalogue change was not announced', { error: error.message }));
  }

  listen(): Promise<() => Promise<void>> {
    return this.bus.subscribe(CATALOGUE_CHANGED, (message) => {
      const change = readCatalogueChange(message);
      if (change) this.apply(change);
    });
  }
}
