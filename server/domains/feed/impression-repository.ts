import type { Database } from '@/server/db/client';
import { feedImpressions } from '@/server/db/schema';

export type NewImpression = typeof feedImpressions.$inferInsert;

/** Card impressions as clients report them; written once, read by ranking jobs and reports. */
export class ImpressionRepository {
  constructor(private readonly db: Database) {}

  async insert(rows: NewImpression[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(feedImpressions).values(rows);
  }
}
