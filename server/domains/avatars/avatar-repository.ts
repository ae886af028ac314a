import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { modelFileOf } from '@/lib/contracts/avatar-asset';
import { assets, roleProperties, roles } from '@/server/db/schema';

/** The asset kind of avatars (seed §9 asset type 1), as the assets table names kinds. */
export const AVATAR_KIND = 'avatar';
export const SKYBOX_KIND = 'skybox';
/** The role property of a model worn instead of the one drawn from the look. */
const MODEL_PROPERTY = 'model';

export interface AvatarResource {
  url: string;
  key: string;
  vrmVersion: 0 | 1;
  bytes: number;
  /** Seed §9 model type 2: GLB. */
  modelType: 2;
}

/** Avatar assets of one user, and what a role wears; the only code here that knows the tables. */
export class AvatarRepository {
  constructor(private readonly db: Database) {}

  async insert(ownerId: number, name: string, resource: AvatarResource, status: number) {
    const [row] = await this.db.insert(assets).values({ ownerId, kind: AVATAR_KIND, name, status, resource: { ...resource } }).returning();
    return row!;
  }

  async listOwned(ownerId: number) {
    return this.db
      .select()
      .from(assets)
      .where(and(eq(assets.ownerId, ownerId), eq(assets.kind, AVATAR_KIND)))
      .orderBy(desc(assets.id));
  }

  /** A role's portrait look, gender and slug, its avatar property's resource and model url, and its skybox's. */
  async roleLooks(roleId: number) {
    const [role] = await this.db.select({ slug: roles.slug, gender: roles.gender, look: roles.look }).from(roles).where(eq(roles.id, roleId)).limit(1);
    if (!role) return undefined;
    const properties = await this.db
      .select({ kind: roleProperties.kind, resource: assets.resource })
      .from(roleProperties)
      .innerJoin(assets, eq(assets.id, roleProperties.assetId))
      .where(eq(roleProperties.roleId, roleId))
      .orderBy(roleProperties.sort);
    const urlOf = (kind: string) => {
      const url = properties.find((p) => p.kind === kind)?.resource.url;
      return typeof url === 'string' && url ? url : null;
    };
    const resourceOf = (kind: string) => properties.find((p) => p.kind === kind)?.resource;
    const avatarResource = resourceOf(AVATAR_KIND);
    // The model the author chose wins; else the avatar's own model file (an uploaded VRM, a generated one made as a VRM).
    const avatarUrl = modelFileOf(resourceOf(MODEL_PROPERTY)) ?? modelFileOf(avatarResource);
    return { ...role, avatarUrl, avatarResource, skyboxUrl: urlOf(SKYBOX_KIND), skyboxPalette: resourceOf(SKYBOX_KIND)?.palette };
  }
}
