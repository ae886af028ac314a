import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { Bus } from './bus';

/** Bus channel carrying frames to a user's sockets on whichever instance holds them. */
export const USER_FRAMES = 'koko:user-frames';

export interface UserFrame {
  userId: number;
  frame: SocketFrame;
}

export function deliverFrame(bus: Bus, userId: number, frame: SocketFrame): Promise<void> {
  return bus.publish(USER_FRAMES, { userId, frame } satisfies UserFrame);
}

export function isUserFrame(message: unknown): message is UserFrame {
  const m = message as Partial<UserFrame> | null;
  return typeof m?.userId === 'number' && typeof m.frame === 'object' && m.frame !== null;
}
