import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Executor } from '@/server/db/executor';
import { instanceOwner, whitelist } from '@/server/db/schema';

/** The whitelist level the owner holds: internal admin (seed §6), the level KOKO_ADMIN_EMAILS gives. */
export const OWNER_LEVEL = 1;

/**
 * Makes `userId` the instance's owner when the instance has none yet, and an internal admin with it. Run it in
 * the transaction that creates the account: the claim is one row with a fixed key inserted ON CONFLICT DO
 * NOTHING, so of any number of sign-ups at once exactly one becomes the owner, and an account whose transaction
 * rolls back leaves the instance without one. True when this call made the owner.
 */
export async function claimOwnerIfFirst(userId: number, tx: Executor): Promise<boolean> {
  const [row] = await tx.insert(instanceOwner).values({ id: 1, userId }).onConflictDoNothing().returning({ userId: instanceOwner.userId });
  if (!row) return false;
  await tx.insert(whitelist).values({ userId, level: OWNER_LEVEL }).onConflictDoUpdate({ target: whitelist.userId, set: { level: OWNER_LEVEL } });
  return true;
}

/** Who owns the instance (the first account, or the one an owner or the CLI named since). */
export class OwnerRepository {
  constructor(private readonly db: Database) {}

  async ownerId(executor: Executor = this.db): Promise<number | undefined> {
    const [row] = await executor.select({ userId: instanceOwner.userId }).from(instanceOwner).where(eq(instanceOwner.id, 1));
    return row?.userId;
  }

  async hasOwner(): Promise<boolean> {
    return (await this.ownerId()) !== undefined;
  }

  claimIfFirst(userId: number, tx: Executor): Promise<boolean> {
    return claimOwnerIfFirst(userId, tx);
  }

  /** Names a new owner (the CLI's make-owner): the row moves to them and they become an internal admin. */
  async transferTo(userId: number, executor: Executor = this.db): Promise<void> {
    await executor
      .insert(instanceOwner)
      .values({ id: 1, userId })
      .onConflictDoUpdate({ target: instanceOwner.id, set: { userId, claimedAt: new Date() } });
    await executor.insert(whitelist).values({ userId, level: OWNER_LEVEL }).onConflictDoUpdate({ target: whitelist.userId, set: { level: OWNER_LEVEL } });
  }
}
