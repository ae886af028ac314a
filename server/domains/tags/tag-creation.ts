import type { Tag } from '@/lib/contracts/role';
import type { TagCreated, UpdateTagBackgroundInput } from '@/lib/contracts/role-create';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode, notFound } from '@/server/errors';
import type { TagRepository } from './tag-repository';

export interface TagCreationDeps {
  tags: TagRepository;
  /** Whether the user is staff (whitelist level 1 or 2). */
  isStaff: (userId: number) => Promise<boolean>;
  /** Told after a tag was created or changed (the tab cache). */
  changed: () => void;
}

/**
 * app/tag/create and app/tag/updateTagBackground: signed-in creators make tags (titles unique in any case; asking
 * for a title that exists answers that tag); staff change any tag's background, a creator only the tags they made.
 */
export class TagCreation {
  constructor(private readonly deps: TagCreationDeps) {}

  async create(caller: SessionUser, title: string): Promise<TagCreated> {
    if (caller.isVisitor) throw new ApiError(ErrorCode.Unlogin, 'Please log in to create a tag.');
    const created = await this.deps.tags.insertCreated(title, caller.userId);
    if (created) {
      this.deps.changed();
      return { tag: created, created: true };
    }
    const existing = await this.deps.tags.findForChange({ title });
    if (!existing) throw notFound('Tag');
    return { tag: toTag(existing), created: false };
  }

  async updateBackground(caller: SessionUser, input: UpdateTagBackgroundInput): Promise<Tag> {
    if (caller.isVisitor) throw new ApiError(ErrorCode.Unlogin, 'Please log in to change a tag.');
    const tag = await this.deps.tags.findForChange(input);
    if (!tag) throw notFound('Tag');
    if (tag.createdBy !== caller.userId && !(await this.deps.isStaff(caller.userId))) {
      throw new ApiError(ErrorCode.Forbidden, "Only staff or the tag's creator may change its background");
    }
    const updated = await this.deps.tags.setBackground(tag.id, input.background || null);
    if (!updated) throw notFound('Tag');
    this.deps.changed();
    return updated;
  }
}

const toTag = ({ id, title, background }: Tag): Tag => ({ id, title, background });
