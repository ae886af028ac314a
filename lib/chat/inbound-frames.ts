import { DataType } from '@/lib/contracts/chat-codes';
import { MsgType } from '@/lib/contracts/socket-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { frameData } from './chat-message';

/** The MsgAck a received frame is owed: one sent with ack 0 (not itself an acknowledgement) is acknowledged back. */
export function ackFor(frame: Pick<SocketFrame, 'ack' | 'msgId' | 'dataType'>, createId: () => string, now: () => number = Date.now): SocketFrame | undefined {
  if (frame.ack !== 0 || !frame.msgId || frame.dataType === DataType.MsgAck) return undefined;
  return { msgType: MsgType.Biz, dataType: DataType.MsgAck, msgId: createId(), data: JSON.stringify({ msgIdList: [frame.msgId] }), sendTimestamp: now() };
}

/** Finished message ids remembered to recognise redeliveries; older ones have long been acknowledged. */
const REMEMBERED_IDS = 1000;

/**
 * Received frames (seed §4 "Sending"): a frame sent with ack 0 is acknowledged back, and since the server
 * redelivers unacknowledged frames on reconnect, a finished message seen again is dropped.
 */
export class InboundFrames {
  private readonly finished = new Set<string>();

  constructor(
    private readonly createId: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  accept(frame: SocketFrame): { ack?: SocketFrame; deliver: boolean } {
    const ack = ackFor(frame, this.createId, this.now);
    if (!frame.msgId) return { ack, deliver: true };
    if (this.finished.has(frame.msgId)) return { ack, deliver: false };
    if (isFinished(frame)) this.remember(frame.msgId);
    return { ack, deliver: true };
  }

  private remember(msgId: string) {
    this.finished.add(msgId);
    if (this.finished.size > REMEMBERED_IDS) this.finished.delete(this.finished.values().next().value as string);
  }
}

/** A streamed reply repeats its msgId until msgFinish; error frames may be answered again, so they never count. */
function isFinished(frame: SocketFrame): boolean {
  if (frame.code) return false;
  const data = frameData(frame);
  return data.pending !== true || data.msgFinish === true;
}
