import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, visitorDevices } from '@/server/db/schema';
import { defaultAvatarUrl } from './avatars';

export interface VisitorDevice {
  userId: number;
  /** SHA-256 of the device secret; null for a device from before secrets. */
  secretHash: string | null;
}

export interface DeviceInfo {
  systemType?: string;
  systemVersion?: string;
  phoneModel?: string;
}

/** Visitors' devices (seed §3 deviceId): which visitor a device holds and the hash of the secret that opens it. */
export class VisitorDeviceRepository {
  constructor(private readonly db: Database) {}

  async find(deviceId: string): Promise<VisitorDevice | undefined> {
    const [row] = await this.db.select({ userId: visitorDevices.userId, secretHash: visitorDevices.secretHash }).from(visitorDevices).where(eq(visitorDevices.deviceId, deviceId));
    return row;
  }

  /**
   * Creates a visitor on a device no one holds yet, with the hash of its secret; undefined when the device
   * id is taken (by an older visitor, or by a login of the same device that came first).
   */
  async createVisitor(deviceId: string, secretHash: string, info: DeviceInfo): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      // A visitor's subject is its device id, so the unique (source, subject) decides who takes a device.
      const [created] = await tx.insert(users).values({ source: 'visitor', subject: deviceId, name: 'Guest', nameChosen: false }).onConflictDoNothing().returning({ id: users.id });
      if (!created) return undefined;
      await tx.update(users).set({ name: `Guest ${created.id}`, avatar: defaultAvatarUrl(created.id) }).where(eq(users.id, created.id));
      await tx.insert(visitorDevices).values({ deviceId, userId: created.id, secretHash, systemType: info.systemType, systemVersion: info.systemVersion, phoneModel: info.phoneModel });
      return created.id;
    });
  }

  /** Records a login of the device; with `secretHash`, the device's secret becomes that one. */
  async seen(deviceId: string, info: DeviceInfo, secretHash?: string): Promise<void> {
    await this.db
      .update(visitorDevices)
      .set({ lastSeenAt: new Date(), systemType: info.systemType, systemVersion: info.systemVersion, ...(secretHash ? { secretHash } : {}) })
      .where(eq(visitorDevices.deviceId, deviceId));
  }
}
