import { DataType } from '@/lib/contracts/chat';
import type { RoleDetail } from '@/lib/contracts/role';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { RoleService } from '@/server/domains/roles/role-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { UserService } from '@/server/domains/users/user-service';
import { ChatRoles } from './chat-roles';
import { ConversationQueues } from './conversation-queues';
import { ConversationSnapshots } from './conversation-snapshots';
import type { PlotMode } from './plot-mode';
import { EnterChat } from './enter-chat';
import { MessageIds } from './message-ids';
import type { MessageRepository, MessageRow } from './message-repository';

const roleDetail = {
  roleId: 7,
  roleName: 'Kiriha',
  gender: 'female',
  intro: '{{char}} keeps a shop; {{ user }} walks in.',
  roleAppearInfo: 'Welcome, {{User}}. I am {{ CHAR }}.',
  personality: '',
  scenario: '',
  exampleDialogue: '',
  tags: [],
  nsfw: false,
} as unknown as RoleDetail;

/** EnterChat over a conversation held in memory: what it stores is what a later enter finds. */
function setUp(person: { name: string; nameChosen: boolean } = { name: 'Sam', nameChosen: true }) {
  const rows: MessageRow[] = [];
  const frames: SocketFrame[] = [];
  let asked = false;
  const users = {
    getUserInfo: async () => ({ ...person, lang: 'en-US', openNsfw: false }),
    // As the repository does: once, and only for a person without a chosen name.
    askNameOnce: async () => {
      if (person.nameChosen || asked) return false;
      return (asked = true);
    },
  } as unknown as UserService;
  const messages = {
    hasDataType: async (_topic: unknown, dataType: string) => rows.some((r) => r.dataType === dataType),
    async insertRow(row: Record<string, unknown>) {
      const kept = { ...row, rewriteCount: 0, createdAt: new Date() } as unknown as MessageRow;
      rows.push(kept);
      return kept;
    },
  } as unknown as MessageRepository;
  const enter = new EnterChat({
    roles: new ChatRoles({ roles: { findRecent: async () => roleDetail } as unknown as RoleService, users }),
    users,
    messages,
    ids: new MessageIds(),
    queues: new ConversationQueues(),
    snapshots: new ConversationSnapshots(),
    plots: { resume: async () => undefined } as unknown as PlotMode,
    deliver: async (_userId, frame) => void frames.push(frame),
  });
  return { enter, rows, frames, person };
}

describe('EnterChat', () => {
  it("stores and sends the intro and the greeting once, with the names in the card's placeholders however they are written", async () => {
    const fx = setUp();
    const user = { userId: 1 } as SessionUser;
    await fx.enter.enter(user, 7);
    await fx.enter.enter(user, 7);
    expect(fx.rows.map((r) => [r.dataType, r.data.content])).toEqual([
      [DataType.Intro, 'Kiriha keeps a shop; Sam walks in.'],
      [DataType.Greeting, 'Welcome, Sam. I am Kiriha.'],
    ]);
    expect(fx.frames).toHaveLength(2);
  });

  it('asks a person without a chosen name what to call them, once, with a greeting that needs no name', async () => {
    const fx = setUp({ name: 'Guest 12', nameChosen: false });
    const user = { userId: 1 } as SessionUser;
    await fx.enter.enter(user, 7);
    await fx.enter.enter(user, 7);
    expect(fx.frames.map((f) => f.dataType)).toEqual([DataType.EnterNickname, DataType.Intro, DataType.Greeting]);
    expect(JSON.parse(fx.frames[0]!.data!)).toEqual({ roleId: 7 });
    expect(fx.frames[0]!.topicId).toBe('7');
    expect(fx.rows.map((r) => r.data.content)).toEqual(['Kiriha keeps a shop; you walk in.', 'Welcome. I am Kiriha.']);
    expect(fx.rows.map((r) => r.data.content).join(' ')).not.toContain('Guest');
  });

  it('never asks a person who chose a name', async () => {
    const fx = setUp({ name: 'Mira', nameChosen: true });
    await fx.enter.enter({ userId: 1 } as SessionUser, 7);
    expect(fx.frames.map((f) => f.dataType)).toEqual([DataType.Intro, DataType.Greeting]);
    expect(fx.rows.map((r) => r.data.content)).toEqual(['Kiriha keeps a shop; Mira walks in.', 'Welcome, Mira. I am Kiriha.']);
  });
});
