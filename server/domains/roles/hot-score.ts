/**
 * How much each sign of interest adds to a role's hot_score (the order of Discover, for-you and hot tags). The
 * house's characters start with their like count; a like adds as much again, and a friend, a stronger sign, twice
 * that. Chats do not move it: the chat path is kept free of writes to the role row.
 */
export const HOT_SCORE_PER_LIKE = 1;
export const HOT_SCORE_PER_FRIEND = 2;
