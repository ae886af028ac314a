import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pushTokens, userPersonalConfigs, users } from '@/server/db/schema';

/** The columns of a user a settings call may change. */
export type UserPatch = Partial<Pick<typeof users.$inferInsert, 'lang' | 'gender' | 'name' | 'nameChosen' | 'avatar' | 'tagList' | 'llmConfig' | 'autoAudio' | 'openNsfw'>>;

/** A user's own settings: the user row's settings columns, the chat persona and push tokens. */
export class UserSettingsRepository {
  constructor(private readonly db: Database) {}

  async update(userId: number, patch: UserPatch): Promise<void> {
    await this.db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  /** The persona the user wrote, as stored (undefined: none written). */
  async persona(userId: number): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.db.select({ config: userPersonalConfigs.config }).from(userPersonalConfigs).where(eq(userPersonalConfigs.userId, userId));
    return row?.config;
  }

  async savePersona(userId: number, config: Record<string, unknown>): Promise<void> {
    await this.db
      .insert(userPersonalConfigs)
      .values({ userId, config })
      .onConflictDoUpdate({ target: userPersonalConfigs.userId, set: { config, updatedAt: new Date() } });
  }

  async savePushToken(userId: number, systemType: string, deviceToken: string): Promise<void> {
    await this.db
      .insert(pushTokens)
      .values({ userId, systemType, deviceToken })
      .onConflictDoUpdate({ target: [pushTokens.userId, pushTokens.systemType], set: { deviceToken, updatedAt: sql`now()` } });
  }
}
