import type { Database } from '@/server/db/client';
import { CatalogueRepository } from '@/server/domains/catalogue/catalogue-repository';
import { CoverService } from '@/server/domains/media/cover-service';
import { RoleRepository } from '@/server/domains/roles/role-repository';
import { RoleService } from '@/server/domains/roles/role-service';
import { TagRepository } from '@/server/domains/tags/tag-repository';
import { TagService } from '@/server/domains/tags/tag-service';
import { SessionRepository } from '@/server/domains/users/session-repository';
import { UserRepository } from '@/server/domains/users/user-repository';
import { UserService } from '@/server/domains/users/user-service';
import type { MediaStore } from '@/server/providers/media/media-store';

/** The domain services, wired once per runtime over one database. */
export function createServices(db: Database, media: MediaStore) {
  const roleRepository = new RoleRepository(db);
  return {
    users: new UserService(new UserRepository(db), new SessionRepository(db)),
    tags: new TagService(new TagRepository(db)),
    roles: new RoleService(roleRepository),
    catalogue: new CatalogueRepository(db),
    covers: new CoverService(media, roleRepository),
    media,
  };
}

export type Services = ReturnType<typeof createServices>;
