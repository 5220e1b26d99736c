/**
 * How long the loyalty points and quest subscribers gather settled rounds after catching up (decision 0148):
 * their progress shows within about a second, and under load each batch's fixed statements (its transaction,
 * cursor, and the reads of levels, weights, quests and currencies) are shared by a second's rounds rather than
 * fifty milliseconds'. The tournament scorer keeps the dispatcher's default: its rank push has a latency budget.
 */
export const progressGatherMs = 1000;
