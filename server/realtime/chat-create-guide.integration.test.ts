import { and, eq } from 'drizzle-orm';
import { SocketCode } from '@/lib/contracts/socket-codes';
import { RoleCreateMessage } from '@/lib/contracts/role-create';
import { fillPlaceholders } from '@/lib/contracts/role-rules';
import { assets, friends, roles, users } from '@/server/db/schema';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall, ChatSocketClient, clientMsgId, visitorLogin, type ReceivedFrame } from '@/server/test/chat-socket-client';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(180_000);

const GUIDE = { topicId: 'create-friend', topicType: 0 };

describe.each(DATABASE_KINDS)('creating a friend with the guide over the socket [%s]', (kind) => {
  const fx = chatServerFixture(kind);
  const db = () => fx.server.running.runtime.database.db;

  /** A signed-in person (an account, not a visitor) with their socket. */
  let people = 0;
  const member = async () => {
    const who = await visitorLogin(fx.server.port, `guide-${kind}-${process.pid}-${(people += 1)}`);
    await db().update(users).set({ source: 'password' }).where(eq(users.id, who.userId));
    return { ...who, socket: await ChatSocketClient.open(fx.server.port, who.userId, who.token) };
  };
  /** Sends a guide frame and resolves with the next frame of `dataType` (or any refusal) after it. */
  const ask = (socket: ChatSocketClient, dataType: string, data: Record<string, unknown>, answer: string | string[] = dataType, timeoutMs?: number) => {
    const after = socket.frames.length;
    const msgId = clientMsgId();
    socket.send({ msgId, dataType, ...GUIDE, data: JSON.stringify(data) });
    const wanted = Array.isArray(answer) ? answer : [answer];
    return socket.waitFor((f) => socket.frames.indexOf(f) >= after && f.topicId === GUIDE.topicId && (f.code !== SocketCode.Ok || wanted.includes(f.dataType!)), timeoutMs);
  };
  const roleRow = async (roleId: number) => (await db().select().from(roles).where(eq(roles.id, roleId)))[0]!;

  /** The guide from a description to a named draft whose avatar is drawing. */
  const throughName = async (socket: ChatSocketClient, name: string) => {
    const looks = await ask(socket, 'ProduceImage', { prompt: 'a stocky old dwarf blacksmith with a red beard' });
    const options = looks.parsed.options as { seed: number; image: string }[];
    const chosen = await ask(socket, 'ChoiceImage', { prompt: 'a stocky old dwarf blacksmith with a red beard', seed: options[1]!.seed }, 'EnterNickname');
    expect(chosen.parsed).toMatchObject({ step: 'name', seed: options[1]!.seed });
    const voices = await ask(socket, 'EnterNickname', { name, prompt: 'a stocky old dwarf blacksmith with a red beard', seed: options[1]!.seed }, 'ChoiceVoice');
    const waiting = socket.frames.find((f) => f.dataType === 'WaitingModel' && f.parsed.stage === 'avatar' && f.parsed.roleId === voices.parsed.roleId)!;
    return { looks: options, voices, roleId: voices.parsed.roleId as number, waiting };
  };

  it('asks for a look, a name, a voice, a character and a space, saving each, and brings the friend to life in its own voice', async () => {
    const { socket, token, userId } = await member();
    const first = await ask(socket, 'CreateFriend', { locale: 'en-US' });
    expect(first.parsed).toMatchObject({ step: 'look' });
    expect((first.parsed.inspirations as unknown[]).length).toBeGreaterThan(0);

    const { looks, voices, roleId, waiting } = await throughName(socket, 'Borin Ashforge');
    expect(looks).toHaveLength(3);
    expect(new Set(looks.map((o) => o.seed)).size).toBe(3);
    for (const option of looks) expect(option.image).toMatch(/^data:image\/webp;base64,/);

    // The draft exists with the name, a masculine look's gender, and the avatar drawing from the chosen look.
    const draft = await roleRow(roleId);
    expect(draft).toMatchObject({ name: 'Borin Ashforge', authorId: userId, status: 2, gender: 'male', progress: 50 });
    expect(waiting.parsed).toMatchObject({ stage: 'avatar', taskId: expect.any(Number), assetId: expect.any(Number) });
    const progress = socket.frames.filter((f) => f.dataType === 'Progress' && f.parsed.roleId === roleId);
    expect(progress.at(-1)!.parsed).toMatchObject({ code: 50, done: ['look', 'name'] });

    // Three voices fitted to an old man, each with a sample in that voice.
    const options = voices.parsed.options as { kind: string; key: string; option: { voice: string; pitch: number; rate: number }; sampleUrl?: string }[];
    const designs = options.filter((o) => o.kind === 'design');
    expect(designs.map((o) => o.key)).toEqual(['warm', 'bright', 'calm']);
    expect(new Set(designs.map((o) => o.option.voice)).size).toBe(3);
    for (const design of designs) {
      expect(design.option.pitch).toBeLessThan(1);
      expect(design.sampleUrl).toMatch(/\/media\/voices\//);
    }
    const character = await ask(socket, 'ChoiceVoice', { roleId, option: designs[2]!.option }, 'ChoiceCharacter');
    expect(character.parsed).toMatchObject({ step: 'character', roleId, name: 'Borin Ashforge' });
    expect((await roleRow(roleId)).voice).toEqual(designs[2]!.option);

    // A character written from the person's words, with the name they gave.
    const written = await ask(socket, 'ChoiceCharacter', { roleId, words: 'gruff but kind, forges lanterns for the village', locale: 'en-US' }, 'ChoiceCharacter', 60_000);
    expect(socket.frames.some((f) => f.dataType === 'WaitingModel' && f.parsed.stage === 'character')).toBe(true);
    const card = written.parsed.character as { intro: string; greeting: string; personality: string; tags: string[] };
    expect(card.intro).toContain('Borin');
    expect(card.greeting.length).toBeGreaterThan(10);
    const saved = await roleRow(roleId);
    expect(saved.intro).toBe(card.intro);
    expect(saved.greeting).toBe(card.greeting);
    expect(saved.personality).toBe(card.personality);

    const space = await ask(socket, 'ChoiceCharacter', { roleId, keep: true }, 'SetupRoleBackground');
    expect(space.parsed).toMatchObject({ step: 'space', roleId, options: [] });
    const ready = await ask(socket, 'SetupRoleBackground', { roleId }, 'FinishCreate');
    expect(ready.parsed).toMatchObject({ roleId, done: false });
    expect((await roleRow(roleId)).progress).toBe(2);

    // Finishing waits for the avatar: the guide says so until it is drawn, then publishes.
    let finished: ReceivedFrame | undefined;
    for (let attempt = 0; attempt < 60 && !finished; attempt += 1) {
      const answer = await ask(socket, 'FinishCreate', { roleId }, ['FinishCreate', 'WaitingModel']);
      if (answer.dataType === 'FinishCreate') finished = answer;
      else await socket.waitFor((f) => f.dataType === 'Notify' && f.parsed.taskId === answer.parsed.taskId && f.parsed.state === 2, 60_000);
    }
    expect(finished!.parsed).toMatchObject({ roleId, name: 'Borin Ashforge', done: true, coverUrl: expect.stringMatching(/\/media\//), greetingUrl: expect.stringMatching(/\/media\/voices\//) });
    expect(finished!.parsed.greeting).toBe(fillPlaceholders(card.greeting, { user: undefined, char: 'Borin Ashforge' }));
    expect(finished!.parsed.greeting).not.toContain('{{');
    const published = await roleRow(roleId);
    expect(published).toMatchObject({ status: 10, progress: 80, coverUrl: expect.stringMatching(/\/media\//) });
    expect(await db().select().from(friends).where(and(eq(friends.userId, userId), eq(friends.roleId, roleId)))).toHaveLength(1);
    const list = await apiCall<{ list: { role: { roleId: number } }[] }>(fx.server.port, 'POST', '/user/getMyFriendList', token, { current: 1, size: 500 });
    expect(list.data.list.map((f) => f.role.roleId)).toContain(roleId);

    // Asked again, the guide knows it is done.
    expect((await ask(socket, 'CreateFriend', { roleId })).parsed).toMatchObject({ step: 'done', roleId });
    await socket.close();
  });

  it('resumes a draft where it stood, on another socket', async () => {
    const { socket, userId, token } = await member();
    await ask(socket, 'CreateFriend', {});
    const { roleId } = await throughName(socket, 'Wren');
    await socket.close();

    const other = await ChatSocketClient.open(fx.server.port, userId, token);
    const resumed = await ask(other, 'CreateFriend', { roleId }, 'CreateFriend');
    expect(resumed.parsed).toMatchObject({ step: 'voice', roleId, name: 'Wren' });
    const voices = await other.waitFor((f) => f.dataType === 'ChoiceVoice' && f.parsed.roleId === roleId);
    expect((voices.parsed.options as unknown[]).length).toBeGreaterThanOrEqual(3);
    await other.close();
  });

  it("links one of the person's own voices: the role then speaks with that voice's pitch and pace", async () => {
    const { socket, userId } = await member();
    const { roleId } = await throughName(socket, 'Mira');
    const [voice] = await db()
      .insert(assets)
      .values({ ownerId: userId, kind: 'voice', name: 'Low and slow', status: 2, resource: { voice: { voice: 'awb', pitch: 0.7, rate: 0.85, gender: 'male' }, audioUrl: ['/koko/app/api/media/x.wav'] } })
      .returning();
    const next = await ask(socket, 'ChoiceVoice', { roleId, voiceId: voice!.id }, 'ChoiceCharacter');
    expect(next.parsed).toMatchObject({ step: 'character' });
    expect((await roleRow(roleId)).voice).toEqual({ voice: 'awb', pitch: 0.7, rate: 0.85 });
    await socket.close();
  });

  it('refuses visitors, bad answers and other people’s drafts with a clear error, writing nothing', async () => {
    const visitor = await fx.guest();
    const refused = await ask(visitor.socket, 'CreateFriend', {});
    expect(refused.code).toBe(SocketCode.Unlogin);
    expect(refused.parsed.message).toMatch(/log in/);
    await visitor.socket.close();

    const { socket, userId } = await member();
    const before = (await db().select().from(roles).where(eq(roles.authorId, userId))).length;
    const empty = await ask(socket, 'ProduceImage', { prompt: '   ' });
    expect(empty.code).toBe(SocketCode.BadFrame);
    expect(empty.parsed.message).toMatch(/Please enter prompt to generate\./);
    const noLatin = await ask(socket, 'EnterNickname', { name: '李白', prompt: 'a poet', seed: 7 });
    expect(noLatin.code).toBe(SocketCode.BadFrame);
    expect(noLatin.parsed.message).toContain(RoleCreateMessage.nameNeedsLatin);
    expect((await db().select().from(roles).where(eq(roles.authorId, userId))).length).toBe(before);

    const owner = await member();
    const { roleId } = await throughName(owner.socket, 'Tamsin');
    const foreign = await ask(socket, 'ChoiceVoice', { roleId, option: { voice: 'slt', pitch: 1.2, rate: 1 } });
    expect(foreign.code).toBe(SocketCode.NotFound);
    const both = await ask(socket, 'ChoiceVoice', { roleId, option: { voice: 'slt', pitch: 1.2, rate: 1 }, voiceId: 3 });
    expect(both.code).toBe(SocketCode.BadFrame);
    expect(both.parsed.message).toContain(RoleCreateMessage.selectOption);
    const foreignFinish = await ask(socket, 'FinishCreate', { roleId });
    expect(foreignFinish.code).toBe(SocketCode.NotFound);
    expect(await roleRow(roleId)).toMatchObject({ voice: null, status: 2, name: 'Tamsin' });
    await socket.close();
    await owner.socket.close();
  });
});
