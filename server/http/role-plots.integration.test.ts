import { RoleStatus } from '@/lib/contracts/role';
import { RoleCreatePath, type RoleDraft } from '@/lib/contracts/role-create';
import { PlotMessage, PlotType, RolePlotPath, type RolePlot, type RolePlotList } from '@/lib/contracts/role-plot';
import { assets } from '@/server/db/schema';
import { call } from '@/server/test/api-client';
import { signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

describe.each(DATABASE_KINDS)("a character's plots [%s]", (kind) => {
  let rt: TestRuntime;
  let author: Caller;
  let other: Caller;
  let visitor: Caller;
  let roleId: number;

  const post = <T>(path: string, body: unknown, token?: string) => call<T>(rt.backend, 'POST', path, { body, token });
  const okData = async <T>(path: string, body: unknown, token: string) => {
    const { status, body: answer } = await post<T>(path, body, token);
    expect({ status, code: answer.code, message: answer.message }).toMatchObject({ status: 200, code: 0 });
    return answer.data;
  };
  const plot = (extra: Record<string, unknown> = {}) => ({
    roleId,
    title: 'Lanterns at the pier',
    scene: '{{user}} and {{char}} hang paper lanterns along the pier before the storm comes in.',
    dialogueExample: '{{user}}: Hand me the red one?\n{{char}}: Careful, the wind is picking up.',
    rounds: 3,
    ...extra,
  });
  const titles = async (token: string) => (await okData<RolePlotList>(RolePlotPath.list, { roleId }, token)).list.map((p) => p.title);

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    author = await signedIn(rt, { name: 'Ada' });
    other = await signedIn(rt, { name: 'Eve' });
    visitor = await visitorCaller(rt);
    roleId = (await okData<RoleDraft>(RoleCreatePath.createAiRole, { roleName: 'Keeper Lin' }, author.token)).roleId;
  });
  afterAll(() => rt.close());

  it('adds, reads, changes, reorders and deletes plots', async () => {
    const first = await okData<RolePlot>(RolePlotPath.save, plot(), author.token);
    expect(first).toMatchObject({ roleId, title: 'Lanterns at the pier', rounds: 3, plotType: PlotType.Authored });
    const second = await okData<RolePlot>(RolePlotPath.save, plot({ title: 'The night watch', rounds: '5' }), author.token);
    expect(second.rounds).toBe(5);
    expect(await titles(author.token)).toEqual(['Lanterns at the pier', 'The night watch']);

    const changed = await okData<RolePlot>(RolePlotPath.save, plot({ plotId: first.plotId, title: 'Lanterns before the storm', rounds: 2 }), author.token);
    expect(changed).toMatchObject({ plotId: first.plotId, title: 'Lanterns before the storm', rounds: 2 });
    expect(await okData<RolePlot>(RolePlotPath.get, { roleId, plotId: first.plotId }, author.token)).toMatchObject({ title: 'Lanterns before the storm' });

    const sorted = await okData<RolePlotList>(RolePlotPath.sort, { roleId, plotIds: [second.plotId, first.plotId] }, author.token);
    expect(sorted.list.map((p) => p.plotId)).toEqual([second.plotId, first.plotId]);

    expect(await okData(RolePlotPath.delete, { roleId, plotId: second.plotId }, author.token)).toEqual({ plotId: second.plotId });
    expect(await titles(author.token)).toEqual(['Lanterns before the storm']);
    const again = await post(RolePlotPath.delete, { roleId, plotId: second.plotId }, author.token);
    expect(again.body.code).toBe(404);
  });

  it("refuses a plot's empty fields and its rounds outside 1–5 with the seed's messages, saving nothing", async () => {
    const before = await titles(author.token);
    const refused = async (extra: Record<string, unknown>) => {
      const { body } = await post(RolePlotPath.save, plot(extra), author.token);
      expect(body.code).toBe(400);
      return body.message;
    };
    expect(await refused({ dialogueExample: '   ' })).toContain(PlotMessage.dialogExampleEmpty);
    expect(await refused({ title: '' })).toContain(PlotMessage.contentEmpty);
    expect(await refused({ scene: '' })).toContain(PlotMessage.contentEmpty);
    expect(await refused({ rounds: undefined })).toContain(PlotMessage.roundsMissing);
    expect(await refused({ rounds: '' })).toContain(PlotMessage.roundsMissing);
    for (const rounds of [0, 6, 2.5, 'three']) expect(await refused({ rounds })).toContain(PlotMessage.roundsRange);
    expect(await titles(author.token)).toEqual(before);
  });

  it("answers another user's role or plot as not found, and asks a visitor to log in", async () => {
    const [mine] = (await okData<RolePlotList>(RolePlotPath.list, { roleId }, author.token)).list;
    // A draft is its author's alone: reading it is refused too.
    expect((await post(RolePlotPath.list, { roleId }, other.token)).body.code).toBe(404);
    expect((await post(RolePlotPath.get, { roleId, plotId: mine!.plotId }, other.token)).body.code).toBe(404);
    for (const [path, body] of [
      [RolePlotPath.save, plot()],
      [RolePlotPath.save, plot({ plotId: mine!.plotId, title: 'Taken over' })],
      [RolePlotPath.delete, { roleId, plotId: mine!.plotId }],
      [RolePlotPath.sort, { roleId, plotIds: [mine!.plotId] }],
    ] as const) {
      expect((await post(path, body, other.token)).body.code).toBe(404);
      expect((await post(path, body, visitor.token)).body.code).toBe(-1);
    }
    // The author's own other role does not reach this role's plot either.
    const otherRole = (await okData<RoleDraft>(RoleCreatePath.createAiRole, { roleName: 'Second' }, author.token)).roleId;
    expect((await post(RolePlotPath.save, { ...plot({ plotId: mine!.plotId }), roleId: otherRole }, author.token)).body.code).toBe(404);
    expect(await titles(author.token)).toEqual([mine!.title]);
  });

  it("lets anyone who can open a published role read its plots, and nobody else write them", async () => {
    const [avatar] = await rt.database.db.insert(assets).values({ ownerId: author.userId, kind: 'avatar', name: 'a', status: 2, resource: { cardUrl: '/media/a.webp' } }).returning({ id: assets.id });
    const published = await okData<RoleDraft>(RoleCreatePath.pipePublish, { roleId, intro: 'A keeper.', roleAppearInfo: 'Hello!', propertyAvatarId: avatar!.id }, author.token);
    expect(published.status).toBe(RoleStatus.Published);
    expect(await titles(other.token)).toEqual(await titles(author.token));
    expect(await titles(visitor.token)).toEqual(await titles(author.token));
    const [shown] = (await okData<RolePlotList>(RolePlotPath.list, { roleId }, visitor.token)).list;
    expect((await post(RolePlotPath.delete, { roleId, plotId: shown!.plotId }, other.token)).body.code).toBe(404);
    // A published role's plots are edited as a draft's are.
    expect(await okData<RolePlot>(RolePlotPath.save, plot({ plotId: shown!.plotId, rounds: 1 }), author.token)).toMatchObject({ rounds: 1 });
  });
});
