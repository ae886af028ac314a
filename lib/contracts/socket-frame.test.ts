import fc from 'fast-check';
import { MAX_FRAME_BYTES, socketFrameSchema } from './socket-frame';

describe('socket frames', () => {
  it('accepts a heartbeat and a business frame of the wire shape (seed §3)', () => {
    expect(socketFrameSchema.safeParse({ msgType: 'HeartBeat', msgId: '7300000000000000001' }).success).toBe(true);
    expect(
      socketFrameSchema.safeParse({
        msgType: 'Biz',
        msgId: '1',
        dataType: 'SingleTalk',
        data: JSON.stringify({ content: 'hi' }),
        topicId: '12',
        topicType: 1,
        meta: { rewriteCount: 0 },
      }).success,
    ).toBe(true);
  });

  it.each([
    [{}, 'msgType'],
    [{ msgType: 'Ping' }, 'msgType'],
    [{ msgType: 'Biz', msgId: '12a' }, 'msgId'],
    [{ msgType: 'Biz', data: { not: 'a string' } }, 'data'],
    [{ msgType: 'Biz', data: 'x'.repeat(MAX_FRAME_BYTES + 1) }, 'data'],
  ])('refuses %p naming %s', (frame, field) => {
    const result = socketFrameSchema.safeParse(frame);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe(field);
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        socketFrameSchema.safeParse(value);
      }),
    );
  });

  it('keeps every valid frame as it was sent', () => {
    const frame = fc.record(
      {
        msgType: fc.constantFrom('Biz' as const, 'HeartBeat' as const),
        msgId: fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }).map(String),
        dataType: fc.string({ maxLength: 64 }),
        data: fc.jsonValue().map((v) => JSON.stringify(v)).filter((s) => s.length <= MAX_FRAME_BYTES),
        topicType: fc.integer(),
        ack: fc.integer({ min: 0, max: 1 }),
      },
      { requiredKeys: ['msgType'] },
    );
    fc.assert(fc.property(frame, (f) => expect(socketFrameSchema.parse(JSON.parse(JSON.stringify(f)))).toEqual(f)));
  });
});
