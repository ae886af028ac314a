import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { feedback, roles, users, visitorDevices, whitelist } from '@/server/db/schema';
import { releaseLikesOf } from '@/server/domains/feed/like-repository';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The device a visitor signs in from, as the login reports it. */
export interface VisitorDevice {
  deviceId: string;
  systemType?: string;
  systemVersion?: string;
  phoneModel?: string;
}

export class UserRepository {
  constructor(private readonly db: Database) {}

  async create(input: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(input).returning();
    return row!;
  }

  async findById(id: number): Promise<(UserRow & { whiteListLevel: number }) | undefined> {
    const [row] = await this.db
      .select({ user: users, level: whitelist.level })
      .from(users)
      .leftJoin(whitelist, eq(whitelist.userId, users.id))
      .where(eq(users.id, id))
      .limit(1);
    return row ? { ...row.user, whiteListLevel: row.level ?? 0 } : undefined;
  }

  /**
   * Deletes a user with everything they made, in one transaction: their likes (and what they added to like
   * counts), characters and feedback here, the rest through the user row's cascades.
   */
  async deleteAccount(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await releaseLikesOf(tx, userId);
      await tx.delete(roles).where(eq(roles.authorId, userId));
      await tx.delete(feedback).where(eq(feedback.userId, userId));
      await tx.delete(users).where(inArray(users.id, [userId]));
    });
  }

  /** The visitor signed in from a device, if any. */
  async visitorOf(deviceId: string): Promise<number | undefined> {
    const [row] = await this.db.select({ userId: visitorDevices.userId }).from(visitorDevices).where(eq(visitorDevices.deviceId, deviceId));
    return row?.userId;
  }

  /**
   * Creates a device's visitor (named and pictured after their id) with the device, in one transaction;
   * undefined when the same device made one meanwhile.
   */
  async createVisitor(device: VisitorDevice, avatarOf: (userId: number) => string): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ source: 'visitor', subject: device.deviceId, name: 'Guest' })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) return undefined;
      await tx.update(users).set({ name: `Guest ${created.id}`, avatar: avatarOf(created.id) }).where(eq(users.id, created.id));
      await tx.insert(visitorDevices).values({ deviceId: device.deviceId, userId: created.id, systemType: device.systemType, systemVersion: device.systemVersion, phoneModel: device.phoneModel });
      return created.id;
    });
  }

  /** Notes a known device's sign-in: when, and its system as reported now. */
  async touchVisitorDevice(device: VisitorDevice): Promise<void> {
    await this.db
      .update(visitorDevices)
      .set({ lastSeenAt: new Date(), systemType: device.systemType, systemVersion: device.systemVersion })
      .where(eq(visitorDevices.deviceId, device.deviceId));
  }

  /** The account a provider's subject signed up as, if any. */
  async accountOf(source: string, subject: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(and(eq(users.source, source), eq(users.subject, subject)));
    return row?.id;
  }

  /**
   * Creates a provider's account, with the default picture of its id when it brings none, in one transaction;
   * undefined when the same subject signed up meanwhile.
   */
  async createAccount(input: { source: string; subject: string; name: string; email?: string | null; avatar?: string | null }, avatarOf: (userId: number) => string): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(input).onConflictDoNothing().returning({ id: users.id });
      if (!row) return undefined;
      if (!input.avatar) await tx.update(users).set({ avatar: avatarOf(row.id) }).where(eq(users.id, row.id));
      return row.id;
    });
  }

  /** Puts a user on the whitelist as an internal admin (level 1). */
  async makeInternalAdmin(userId: number): Promise<void> {
    await this.db.insert(whitelist).values({ userId, level: 1 }).onConflictDoUpdate({ target: whitelist.userId, set: { level: 1 } });
  }
}
