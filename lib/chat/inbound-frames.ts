import { DataType } from '@/lib/contracts/chat-codes';
import { MsgType } from '@/lib/contracts/socket-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { frameData } from './chat-message';

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
    const ack = frame.ack === 0 && frame.msgId && frame.dataType !== DataType.MsgAck ? this.ackFrame(frame.msgId) : undefined;
    if (!frame.msgId) return { ack, deliver: true };
    if (this.finished.has(frame.msgId)) return { ack, deliver: false };
    if (isFinished(frame)) this.remember(frame.msgId);
    return { ack, deliver: true };
  }

  private ackFrame(msgId: string): SocketFrame {
    return {
      msgType: MsgType.Biz,
      dataType: DataType.MsgAck,
      msgId: this.createId(),
      data: JSON.stringify({ msgIdList: [msgId] }),
      sendTimestamp: this.now(),
    };
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
