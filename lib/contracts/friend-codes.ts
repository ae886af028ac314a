// Friend list sizes, statuses and creation progress: plain values the browser uses, kept apart from the zod schemas so its bundle carries no zod.
import { RoleStatus } from './role-rules';

/** Seed §9: friend and stranger lists page 6 at a time; the whole friend list is fetched 500 at a time. */
export const FRIEND_PAGE_SIZE = 6;
export const FRIEND_LIST_FETCH_SIZE = 500;

/** getMyFriendList statusList names (seed §7: [published, approved]) and the role statuses they stand for. */
export const FRIEND_STATUS_NAMES = { generating: RoleStatus.Generating, draft: RoleStatus.Draft, published: RoleStatus.Published, approved: RoleStatus.Approved } as const;
export type FriendStatusName = keyof typeof FRIEND_STATUS_NAMES;
export const DEFAULT_FRIEND_STATUS_LIST: FriendStatusName[] = ['published', 'approved'];

/** Creation progress of a character (seed §4): the create-friend flow records its step on the role. */
export const CreationProgress = { SkyboxFinish: 2, ChooseImage: 40, ChoiceFinished: 50, BeforeMotion: 59, ChooseMotion: 61, Finish: 80 } as const;
export const CREATION_PROGRESS_CODES: number[] = Object.values(CreationProgress);
