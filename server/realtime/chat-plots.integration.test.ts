import { eq } from 'drizzle-orm';
import { PlotType, type PlotProgress } from '@/lib/contracts/role-plot';
import { SocketCode } from '@/lib/contracts/socket-codes';
import { plotSessions, rolePlots, roles } from '@/server/db/schema';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall, clientMsgId, type ChatSocketClient, type ReceivedFrame } from '@/server/test/chat-socket-client';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(120_000);

type HistoryPage = { list: { msgId: string; fromUid: string; data: string }[] };

describe.each(DATABASE_KINDS)('plots in chat [%s]', (kind) => {
  const fx = chatServerFixture(kind);
  let plotId: number;
  let otherRolesPlot: number;

  const db = () => fx.server.running.runtime.database.db;
  const roleId = () => fx.server.roleId;
  const enter = (socket: ChatSocketClient, plot = plotId, role = roleId()) => {
    const msgId = clientMsgId();
    socket.send({ msgId, dataType: 'EnterPlot', topicId: String(role), topicType: 1, data: JSON.stringify({ roleId: role, plotId: plot }) });
    return socket.waitFor((f) => f.msgId === msgId);
  };
  const talkInPlot = (socket: ChatSocketClient, content: string, plot = plotId) => {
    const msgId = clientMsgId();
    socket.send({ msgId, dataType: 'SingleTalk', topicId: String(roleId()), topicType: 1, data: JSON.stringify({ roleId: roleId(), content, plot: { plotId: plot, plotType: PlotType.Authored } }) });
    return msgId;
  };
  /** The plot frames (EnterPlot answers aside) received after the `after`-th frame. */
  const nextPlotFrame = (socket: ChatSocketClient, after: number, dataType: 'PlotMsg' | 'ExitPlot') =>
    socket.waitFor((f) => socket.frames.indexOf(f) >= after && f.dataType === dataType);
  const progress = (frame: ReceivedFrame) => frame.parsed as unknown as PlotProgress;

  beforeAll(async () => {
    const [plot] = await db()
      .insert(rolePlots)
      .values({
        roleId: roleId(),
        title: 'Lanterns at the pier',
        scene: '{{user}} and {{char}} hang paper lanterns along the pier before the storm comes in.',
        dialogueExample: '{{user}}: Hand me the red lantern?\n{{char}}: *ties the red lantern to the railing* Careful, the wind is picking up on the pier.',
        rounds: 2,
      })
      .returning({ id: rolePlots.id });
    plotId = plot!.id;
    const [other] = await db().select({ id: roles.id }).from(roles).where(eq(roles.slug, 'kiriha-aoyagi'));
    const [another] = await db()
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.status, 50))
      .limit(2);
    const foreignRole = another!.id === other!.id ? (await db().select({ id: roles.id }).from(roles).limit(2))[1]!.id : another!.id;
    const [foreign] = await db().insert(rolePlots).values({ roleId: foreignRole, title: 'Elsewhere', scene: 'Another story.', dialogueExample: '{{char}}: Hi.', rounds: 1 }).returning({ id: rolePlots.id });
    otherRolesPlot = foreign!.id;
  });

  it('plays a plot: replies follow its scene, each message and reply carries the plot, and it completes after its rounds', async () => {
    const { socket, token, userId } = await fx.guest(10);
    const entered = progress(await enter(socket));
    expect(entered).toMatchObject({ roleId: roleId(), plot: { plotId, plotType: PlotType.Authored }, title: 'Lanterns at the pier', rounds: 2, roundsDone: 0, complete: false, ended: false });

    let mark = socket.frames.length;
    const first = talkInPlot(socket, 'Hand me the red lantern?');
    const firstReply = await socket.reply(first);
    expect(firstReply.parsed.plot).toEqual({ plotId, plotType: PlotType.Authored });
    expect(String(firstReply.parsed.content)).toMatch(/lantern|pier|storm|wind|railing/i);
    expect(progress(await nextPlotFrame(socket, mark, 'PlotMsg'))).toMatchObject({ roundsDone: 1, rounds: 2, complete: false });

    mark = socket.frames.length;
    const second = talkInPlot(socket, 'Is the storm close?');
    expect((await socket.reply(second)).parsed.plot).toEqual({ plotId, plotType: PlotType.Authored });
    expect(progress(await nextPlotFrame(socket, mark, 'ExitPlot'))).toMatchObject({ roundsDone: 2, complete: true, ended: true });
    expect(await db().select().from(plotSessions).where(eq(plotSessions.userId, userId))).toHaveLength(0);

    // Normal chat resumes: a message still claiming the plot is answered plainly, and the client told it ended.
    mark = socket.frames.length;
    const after = talkInPlot(socket, 'What now?');
    expect((await socket.reply(after)).parsed.plot).toBeUndefined();
    expect(progress(await nextPlotFrame(socket, mark, 'ExitPlot'))).toMatchObject({ ended: true, complete: false });

    // The stored messages say which were played in the plot.
    const page = await apiCall<{ data: HistoryPage }>(fx.server.port, 'POST', '/user/getHistoryMsg', token, { topicId: String(roleId()), topicType: 1, pageSize: 20 });
    const plotOf = (msgId: string) => JSON.parse(page.data.data.list.find((m) => m.msgId === msgId)!.data).plot;
    expect(plotOf(first)).toEqual({ plotId, plotType: PlotType.Authored });
    expect(plotOf(second)).toEqual({ plotId, plotType: PlotType.Authored });
    expect(plotOf(after)).toBeUndefined();
    await socket.close();
  });

  it('leaves a plot early with ExitPlot, and counts nothing more', async () => {
    const { socket, userId } = await fx.guest(10);
    await enter(socket);
    await socket.reply(talkInPlot(socket, 'Hand me the red lantern?'));
    const msgId = clientMsgId();
    socket.send({ msgId, dataType: 'ExitPlot', topicId: String(roleId()), topicType: 1, data: JSON.stringify({ roleId: roleId() }) });
    expect(progress(await socket.waitFor((f) => f.msgId === msgId))).toMatchObject({ roundsDone: 1, complete: false, ended: true, plot: { plotId } });
    expect(await db().select().from(plotSessions).where(eq(plotSessions.userId, userId))).toHaveLength(0);
    const plain = await socket.reply(socket.talk(roleId(), 'Back to normal.'));
    expect(plain.parsed.plot).toBeUndefined();
    await socket.close();
  });

  it('resumes a plot where it was after a reconnect', async () => {
    const guest = await fx.guest(10);
    await enter(guest.socket);
    await guest.socket.reply(talkInPlot(guest.socket, 'Hand me the red lantern?'));
    await guest.socket.waitFor((f) => f.dataType === 'PlotMsg');
    await guest.socket.close();

    const { ChatSocketClient } = await import('@/server/test/chat-socket-client');
    const again = await ChatSocketClient.open(fx.server.port, guest.userId, guest.token);
    again.send({ dataType: 'EnterChat', topicId: String(roleId()), topicType: 1, data: JSON.stringify({ roleId: roleId() }) });
    expect(progress(await again.waitFor((f) => f.dataType === 'PlotMsg'))).toMatchObject({ plot: { plotId }, roundsDone: 1, rounds: 2, ended: false });
    const mark = again.frames.length;
    expect((await again.reply(talkInPlot(again, 'Tie it tight!'))).parsed.plot).toEqual({ plotId, plotType: PlotType.Authored });
    expect(progress(await nextPlotFrame(again, mark, 'ExitPlot'))).toMatchObject({ roundsDone: 2, complete: true });
    await again.close();
  });

  it("refuses another role's plot, an unknown one, and a frame without its ids", async () => {
    const { socket } = await fx.guest();
    expect((await enter(socket, otherRolesPlot)).code).toBe(SocketCode.NotFound);
    expect((await enter(socket, 2_000_000_000)).code).toBe(SocketCode.NotFound);
    const msgId = clientMsgId();
    socket.send({ msgId, dataType: 'EnterPlot', topicId: String(roleId()), topicType: 1, data: JSON.stringify({ roleId: roleId() }) });
    expect((await socket.waitFor((f) => f.msgId === msgId)).code).toBe(SocketCode.BadFrame);
    await socket.close();
  });
});
