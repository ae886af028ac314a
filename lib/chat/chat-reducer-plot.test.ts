import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { runChat, TEST_ROLE } from '@/lib/test/run-chat';
import type { ChatAction } from './chat-reducer';

const ROLE = TEST_ROLE;
const run = (actions: ChatAction[]) => runChat(actions);
const progress = { roleId: ROLE, plot: { plotId: 7, plotType: 1 }, title: 'Lanterns', scene: 'On the pier.', rounds: 3, complete: false, ended: false };
const plotFrame = (dataType: string, data: object, extra: Partial<SocketFrame> = {}): ChatAction => ({
  type: 'frame',
  frame: { msgType: 'Biz', dataType, topicId: String(ROLE), topicType: 1, data: JSON.stringify(data), ack: 1, code: 0, ...extra },
});

describe('the chat in plot mode', () => {
  it('plays the plot EnterPlot starts and counts its rounds from PlotMsg', () => {
    const { model, effects } = run([plotFrame('EnterPlot', { ...progress, roundsDone: 0 }, { msgId: '900' }), plotFrame('PlotMsg', { ...progress, roundsDone: 1 })]);
    expect(model.plot).toMatchObject({ title: 'Lanterns', rounds: 3, roundsDone: 1 });
    expect(effects).toEqual([]);
  });

  it('resumes a plot a reconnect tells of', () => {
    expect(run([plotFrame('PlotMsg', { ...progress, roundsDone: 2 })]).model.plot).toMatchObject({ roundsDone: 2 });
  });

  it('ends the plot on ExitPlot and says whether it completed', () => {
    const completed = run([plotFrame('EnterPlot', { ...progress, roundsDone: 0 }), plotFrame('ExitPlot', { ...progress, roundsDone: 3, complete: true, ended: true })]);
    expect(completed.model.plot).toBeUndefined();
    expect(completed.effects).toEqual([{ kind: 'plotEnded', title: 'Lanterns', complete: true }]);
    const left = run([plotFrame('EnterPlot', { ...progress, roundsDone: 0 }), plotFrame('ExitPlot', { roleId: ROLE, ended: true, complete: false })]);
    expect(left.effects).toEqual([{ kind: 'plotEnded', title: 'Lanterns', complete: false }]);
  });

  it('ignores an ExitPlot with no plot playing, and another conversation’s plot', () => {
    expect(run([plotFrame('ExitPlot', { roleId: ROLE, ended: true, complete: false })]).effects).toEqual([]);
    expect(run([plotFrame('EnterPlot', { ...progress, roundsDone: 0 }, { topicId: '43' })]).model.plot).toBeUndefined();
  });
});
