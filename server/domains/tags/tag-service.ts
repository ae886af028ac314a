import type { Tag } from '@/lib/contracts/role';
import type { TagRepository } from './tag-repository';

export class TagService {
  constructor(private readonly tags: TagRepository) {}

  /** Discover tabs; the adult tag appears only when the caller has adult content on (seed §3). */
  listTabs(includeNsfw: boolean): Promise<Tag[]> {
    return this.tags.listTabs({ includeNsfw });
  }
}
