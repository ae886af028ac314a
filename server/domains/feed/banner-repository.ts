import { and, asc, eq, exists, or } from 'drizzle-orm';
import { WhiteListLevel } from '@/lib/contracts/whitelist';
import type { Database } from '@/server/db/client';
import { banners, whitelist } from '@/server/db/schema';

/** Home banners (seed §5): show 'true' for everybody, 'whitelist' only for internal whitelist users (level 1). */
export class BannerRepository {
  constructor(private readonly db: Database) {}

  async listShown(callerId: number | undefined) {
    const internal =
      callerId === undefined
        ? undefined
        : and(
            eq(banners.show, 'whitelist'),
            exists(
              this.db
                .select({ userId: whitelist.userId })
                .from(whitelist)
                .where(and(eq(whitelist.userId, callerId), eq(whitelist.level, WhiteListLevel.Internal))),
            ),
          );
    return this.db
      .select()
      .from(banners)
      .where(or(eq(banners.show, 'true'), internal))
      .orderBy(asc(banners.sort), asc(banners.id));
  }
}
