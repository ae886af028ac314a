import { DataType } from '@/lib/contracts/chat-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { avatarReady, GUIDE_TOPIC_ID, initialGuide, reduceGuide, type GuideAction, type GuideModel } from './guide-reducer';

const frame = (dataType: string, data: Record<string, unknown>, extra: Partial<SocketFrame> = {}): GuideAction => ({
  type: 'frame',
  frame: { msgType: 'Biz', dataType, topicId: GUIDE_TOPIC_ID, topicType: 0, data: JSON.stringify(data), code: 0, ...extra },
});
const run = (...actions: GuideAction[]) => actions.reduce<GuideModel>(reduceGuide, initialGuide());
const guideKeys = (model: GuideModel) => model.lines.flatMap((l) => (l.from === 'guide' ? [l.key] : []));

describe('the create guide conversation in the page', () => {
  it('walks the questions in order, keeping what was said and the options of each', () => {
    const model = run(
      frame(DataType.CreateFriend, { step: 'look', inspirations: [{ id: 'a', prompt: 'an elf' }] }),
      { type: 'said', text: 'an elf archer', busy: 'images' },
      frame(DataType.ProduceImage, { prompt: 'an elf archer', options: [{ seed: 1, image: 'data:x', understood: [] }] }),
      { type: 'said', text: 'Look 1', busy: 'saving' },
      frame(DataType.EnterNickname, { step: 'name', prompt: 'an elf archer', seed: 1 }),
      { type: 'said', text: 'Lia', busy: 'saving' },
      frame(DataType.WaitingModel, { roleId: 9, stage: 'avatar', taskId: 4, assetId: 5 }),
      frame(DataType.ChoiceVoice, { step: 'voice', roleId: 9, name: 'Lia', options: [{ kind: 'design', key: 'warm', option: { voice: 'slt', pitch: 1.2, rate: 1 } }] }),
    );
    expect(model).toMatchObject({ step: 'voice', roleId: 9, name: 'Lia', prompt: 'an elf archer', seed: 1, busy: undefined, avatar: { taskId: 4, assetId: 5, progress: 0, state: 1 } });
    expect(model.voices).toHaveLength(1);
    expect(guideKeys(model)).toEqual(['askLook', 'pickLook', 'askName', 'askVoice']);
    expect(model.lines.filter((l) => l.from === 'me').map((l) => (l.from === 'me' ? l.text : ''))).toEqual(['an elf archer', 'Look 1', 'Lia']);
  });

  it("follows the avatar's task on the socket, and ignores other tasks and other conversations", () => {
    const waiting = run(frame(DataType.WaitingModel, { roleId: 9, stage: 'avatar', taskId: 4, assetId: 5 }));
    const notify = (data: Record<string, unknown>): GuideAction => ({ type: 'frame', frame: { msgType: 'Biz', dataType: DataType.Notify, data: JSON.stringify({ event: 'progress', ...data }) } });
    expect(reduceGuide(waiting, notify({ taskId: 8, state: 2, progress: 100 })).avatar).toEqual(waiting.avatar);
    const half = reduceGuide(waiting, notify({ taskId: 4, state: 1, progress: 50 }));
    expect(half.avatar).toMatchObject({ progress: 50 });
    expect(avatarReady(half)).toBe(false);
    expect(avatarReady(reduceGuide(half, notify({ taskId: 4, state: 2, progress: 100 })))).toBe(true);
    expect(reduceGuide(waiting, frame(DataType.ChoiceVoice, { step: 'voice', options: [] }, { topicId: '12' }))).toBe(waiting);
  });

  it('shows a refusal as the error and stops waiting', () => {
    const model = run({ type: 'said', text: 'x', busy: 'images' }, frame(DataType.ProduceImage, { message: 'Please enter prompt to generate.' }, { code: 400 }));
    expect(model).toMatchObject({ busy: undefined, error: 'Please enter prompt to generate.' });
  });

  it('resumes a draft: a welcome back, then the question of its step', () => {
    const model = run(frame(DataType.CreateFriend, { step: 'character', roleId: 3, name: 'Wren' }), frame(DataType.ChoiceCharacter, { step: 'character', roleId: 3, name: 'Wren' }));
    expect(guideKeys(model)).toEqual(['resumed', 'askCharacter']);
    expect(model.step).toBe('character');
  });

  it('shows a written character, and ends with the friend, its greeting and its voice', () => {
    const character = { intro: 'A smith.', personality: 'Gruff.', greeting: 'Come in.', tags: ['fantasy'], writer: 'offline' };
    const written = run(frame(DataType.ChoiceCharacter, { step: 'character', roleId: 3, name: 'Bo' }), frame(DataType.ChoiceCharacter, { step: 'character', roleId: 3, character }));
    expect(written.character).toEqual(character);
    expect(guideKeys(written)).toEqual(['askCharacter', 'wroteCharacter']);
    const done = reduceGuide(written, frame(DataType.FinishCreate, { roleId: 3, name: 'Bo', done: true, coverUrl: '/c.webp', greeting: 'Come in.', greetingUrl: '/v.wav' }));
    expect(done).toMatchObject({ step: 'done', done: { roleId: 3, name: 'Bo', coverUrl: '/c.webp', greeting: 'Come in.', greetingUrl: '/v.wav' } });
  });

  it('an avatar that failed is an error, and the guide goes back to the look', () => {
    const failed = run(frame(DataType.WaitingModel, { roleId: 3, stage: 'avatar', taskId: 4, assetId: 5 }), frame(DataType.FinishCreate, { roleId: 3, done: false, failed: 'The avatar could not be drawn.' }), frame(DataType.CreateFriend, { step: 'look', roleId: 3, name: 'Bo' }));
    expect(failed).toMatchObject({ step: 'look', error: undefined, avatar: { state: 3 } });
  });
});
