import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { Bus } from '@/server/providers/bus/bus';

/** Bus channel carrying frames to a user's sockets on whichever instance holds them. */
export const USER_FRAMES = 'koko:user-frames';

/**
 * A frame for a user's sockets goes on the bus as `{userId} {frame as JSON}`: the JSON is made once, by the publisher,
 * and sent as it is by whichever instance holds the sockets (the hub only stamps it), since every frame of every reply
 * goes this way.
 */
export function deliverFrame(bus: Bus, userId: number, frame: SocketFrame): Promise<void> {
  return bus.publish(USER_FRAMES, `${userId} ${JSON.stringify(frame)}`);
}

/** The user and the frame's JSON of a USER_FRAMES message, or undefined for anything else. */
export function readUserFrame(message: string): { userId: number; frameJson: string } | undefined {
  const space = message.indexOf(' ');
  const userId = Number(message.slice(0, space));
  // A frame's JSON is an object with fields (msgType at least), which the hub stamps by splicing in after its `{`.
  if (space <= 0 || !Number.isSafeInteger(userId) || !message.startsWith('{"', space + 1) || !message.endsWith('}')) return undefined;
  return { userId, frameJson: message.slice(space + 1) };
}
