import { MsgType, SocketCode } from '@/lib/contracts/socket-frame';
import { createMemoryBus } from '@/server/providers/bus/memory-bus';
import { deliverFrame, readUserFrame, USER_FRAMES } from './user-frames';

describe('user frames on the bus', () => {
  it('carry the user and the frame as JSON, made once by the publisher', async () => {
    const bus = createMemoryBus();
    const got: string[] = [];
    await bus.subscribe(USER_FRAMES, (message) => got.push(message));
    const frame = { msgType: MsgType.Biz, msgId: '9', data: JSON.stringify({ content: 'hi {there}' }), code: SocketCode.Ok };
    await deliverFrame(bus, 42, frame);
    await Promise.resolve();
    expect(got.map(readUserFrame)).toEqual([{ userId: 42, frameJson: JSON.stringify(frame) }]);
    await bus.close();
  });

  it('reads nothing from a message that is not one', () => {
    for (const message of ['', '{"userId":1}', '42', '42 ', 'x {"a":1}', '1.5 {"a":1}', '42 [1]', '42 {"a":1']) expect(readUserFrame(message)).toBeUndefined();
  });
});
