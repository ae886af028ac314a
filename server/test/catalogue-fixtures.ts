import { and, eq, inArray, sql } from 'drizzle-orm';
import { LISTED_ROLE_STATUSES, NSFW_TAG_TITLE, RoleStatus } from '@/lib/contracts/role';
import { aiTopicId, TopicType } from '@/lib/contracts/chat';
import { feedItems, messages, roleTags, roles, tags, users, whitelist } from '@/server/db/schema';
import type { TestRuntime } from './test-runtime';

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++serial}-${Date.now()}`;

export interface Caller {
  token: string;
  userId: number;
}

/** A signed-in (non-visitor) user with a live session. */
export async function signedIn(rt: TestRuntime, options: { openNsfw?: boolean; tagList?: number[]; whitelistLevel?: number; name?: string } = {}): Promise<Caller> {
  const [user] = await rt.database.db
    .insert(users)
    .values({ source: 'google', subject: unique('google'), name: options.name ?? 'Reader', openNsfw: options.openNsfw ?? false, tagList: options.tagList ?? [] })
    .returning();
  if (options.whitelistLevel) await rt.database.db.insert(whitelist).values({ userId: user!.id, level: options.whitelistLevel });
  return { token: await rt.services.users.startSession(user!.id), userId: user!.id };
}

/** A visitor (guest login) with a live session. */
export async function visitorCaller(rt: TestRuntime): Promise<Caller> {
  const [user] = await rt.database.db.insert(users).values({ source: 'visitor', subject: unique('device'), name: 'Guest' }).returning();
  return { token: await rt.services.users.startSession(user!.id), userId: user!.id };
}

/** A role written for a test (approved, so listed, unless a status is given), with tags by title (created when missing) and, when listed, a feed entry. */
export async function insertRole(
  rt: TestRuntime,
  values: { name: string; intro?: string; hotScore?: number; nsfw?: boolean; status?: number; authorId?: number; tags?: string[]; character?: Record<string, unknown> },
): Promise<number> {
  const status = values.status ?? RoleStatus.Approved;
  const [role] = await rt.database.db
    .insert(roles)
    .values({ name: values.name, intro: values.intro ?? '', hotScore: values.hotScore ?? 0, nsfw: values.nsfw ?? false, status, authorId: values.authorId, character: values.character })
    .returning({ id: roles.id });
  for (const [sort, title] of (values.tags ?? []).entries()) {
    await rt.database.db.insert(tags).values({ title }).onConflictDoNothing();
    const [tag] = await rt.database.db.select({ id: tags.id }).from(tags).where(sql`lower(${tags.title}) = lower(${title})`);
    await rt.database.db.insert(roleTags).values({ roleId: role!.id, tagId: tag!.id, sort });
  }
  if ((LISTED_ROLE_STATUSES as number[]).includes(status)) await rt.database.db.insert(feedItems).values({ kind: 'role', roleId: role!.id, score: values.hotScore ?? 0 });
  return role!.id;
}

/** Message ids grow with every insert, as snowflake ids do, so newer messages sort after older ones. */
let nextMsgId = BigInt(Date.now()) * 1000n;
/** A message of the caller's AI chat with a role, as the chat domain stores it; ack 0 counts as unread. */
export async function insertMessage(rt: TestRuntime, userId: number, roleId: number, options: { content: string; fromRole?: boolean; ack?: 0 | 1 }): Promise<bigint> {
  const msgId = nextMsgId++;
  await rt.database.db.insert(messages).values({
    msgId,
    userId,
    topicId: aiTopicId(roleId),
    topicType: TopicType.AiSingle,
    fromUid: options.fromRole ? `r${roleId}` : String(userId),
    roleId,
    dataType: 'SingleTalk',
    data: { content: options.content },
    ack: options.ack ?? 1,
  });
  return msgId;
}

/** Listed roles, counted in SQL apart from the code under test: all of them, or those not adult (seed §1). */
export async function countListedRoles(rt: TestRuntime, options: { includeNsfw: boolean; tagTitle?: string }): Promise<number> {
  const adult = sql`(${roles.nsfw} or exists (select 1 from ${roleTags} x join ${tags} t on t.id = x.tag_id where x.role_id = ${roles.id} and lower(t.title) = ${NSFW_TAG_TITLE}))`;
  const inTag = options.tagTitle
    ? sql`exists (select 1 from ${roleTags} y join ${tags} u on u.id = y.tag_id where y.role_id = ${roles.id} and lower(u.title) = lower(${options.tagTitle}))`
    : undefined;
  const [row] = await rt.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(roles)
    .where(and(inArray(roles.status, LISTED_ROLE_STATUSES), options.includeNsfw ? undefined : sql`not ${adult}`, inTag));
  return row!.n;
}

export async function tagIdOf(rt: TestRuntime, title: string): Promise<number> {
  const [tag] = await rt.database.db.select({ id: tags.id }).from(tags).where(sql`lower(${tags.title}) = lower(${title})`);
  return tag!.id;
}

export async function roleById(rt: TestRuntime, roleId: number) {
  const [role] = await rt.database.db.select().from(roles).where(eq(roles.id, roleId));
  return role!;
}
