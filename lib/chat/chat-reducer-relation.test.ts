import { DataType } from '@/lib/contracts/chat-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { openTestChat, runChat, TEST_ROLE } from '@/lib/test/run-chat';
import type { ChatAction } from './chat-reducer';

const change = { roleId: TEST_ROLE, affinity: 61, level: 2, levelKey: 'friend', previousLevel: 1, progress: 0.01 };
const relationFrame = (data: object, extra: Partial<SocketFrame> = {}): ChatAction => ({
  type: 'frame',
  frame: { msgType: 'Biz', dataType: DataType.RelationChange, topicId: String(TEST_ROLE), topicType: 1, data: JSON.stringify(data), ack: 1, code: 0, ...extra },
});

describe('the chat when the relation reaches a new level', () => {
  it('celebrates it once per frame, and stores no message for it', () => {
    const { model, effects } = runChat([relationFrame(change)]);
    expect(effects).toEqual([{ kind: 'relationChanged', change }]);
    expect(model.byId.size).toBe(0);
    expect(model).toEqual(openTestChat());
  });

  it("ignores another conversation's level, and a frame that names none", () => {
    expect(runChat([relationFrame(change, { topicId: '7' })]).effects).toEqual([]);
    expect(runChat([relationFrame({ ...change, roleId: 7 })]).effects).toEqual([]);
    expect(runChat([relationFrame({ roleId: TEST_ROLE })]).effects).toEqual([]);
  });
});
