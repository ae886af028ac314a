import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { assets, roleProperties } from '@/server/db/schema';

/** A role's chosen media (avatar, voice, bgm, skybox, animation); they go with the role, whoever may read it. */
export class RolePropertyRepository {
  constructor(private readonly db: Database) {}

  async of(roleId: number) {
    return this.db
      .select({ kind: roleProperties.kind, assetId: assets.id, name: assets.name, resource: assets.resource })
      .from(roleProperties)
      .innerJoin(assets, eq(assets.id, roleProperties.assetId))
      .where(eq(roleProperties.roleId, roleId))
      .orderBy(asc(roleProperties.kind), asc(roleProperties.sort));
  }
}
