import type { RoleHeatRepository } from './role-heat-repository';

/**
 * How much each sign of interest adds to a role's hot_score (the order of Discover, for-you and hot tags). The
 * house's characters start with their like count; a like adds as much again, and a friend, a stronger sign, twice
 * that, each in the statement that records it.
 */
export const HOT_SCORE_PER_LIKE = 1;
export const HOT_SCORE_PER_FRIEND = 2;
/** Each user who chatted with a role since the last count adds this (however many messages they sent). */
export const HOT_SCORE_PER_CHATTER = 1;
/** Chats are counted in periodically, apart from the chat path, which never writes the role row. */
export const CHAT_HEAT_EVERY_MS = 5 * 60_000;
/** Messages younger than this wait for the next count (an earlier id may still be committing). */
export const CHAT_HEAT_SETTLE_SECONDS = 30;

/** The periodic count of chats into hot scores; any instance may run it (they take turns). */
export class ChatHeat {
  constructor(private readonly heat: RoleHeatRepository) {}

  /** Counts the chats since the last run; answers how many roles it warmed. */
  run(settleSeconds = CHAT_HEAT_SETTLE_SECONDS): Promise<number> {
    return this.heat.warmFromChats(HOT_SCORE_PER_CHATTER, settleSeconds);
  }
}
