-- Who may bet, asked by the debit's move and again by its refusal: a player active or limited (contracts
-- playerStatus 1, 2), and whether any of the player's limits is in force.
CREATE OR REPLACE FUNCTION "player_may_bet"(p_player uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "players" WHERE "id" = p_player AND "status" IN (1, 2));
$$;
