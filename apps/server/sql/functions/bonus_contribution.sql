-- The share of a stake on a game that counts towards a bonus's wagering, and whether the bonus refuses bets on it
-- (decision 0066's bonus_contributions): the game's own row wins over its type's, which wins over '*'. A bonus with
-- no row for the game counts nothing and refuses nothing.
CREATE OR REPLACE FUNCTION "bonus_contribution"(p_bonus uuid, p_game uuid) RETURNS TABLE ("percent" integer, "restricted" boolean)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(w."percent", 0), coalesce(w."restricted", false)
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT bc."percent", bc."restricted" FROM "bonus_contributions" bc, "games" g
        WHERE g."id" = p_game AND bc."bonus_id" = p_bonus
          AND bc."target" IN ('game:' || g."identity", 'type:' || g."type", '*')
        ORDER BY CASE WHEN bc."target" LIKE 'game:%' THEN 0 WHEN bc."target" LIKE 'type:%' THEN 1 ELSE 2 END
        LIMIT 1) w ON true;
$$;
