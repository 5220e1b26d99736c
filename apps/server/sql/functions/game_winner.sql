-- The public winners feed's entry is worded in one place (decision 0048): game_winner, which the settling
-- credit calls for the live ticker and the feed's query (GET /api/game/spins/winners) for the rounds it reads.
CREATE OR REPLACE FUNCTION "game_winner"(r "game_rounds", g "games") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('roundId', r."id", 'gameId', r."game_id", 'gameIdentity', g."identity",
    'gameName', g."name", 'playerName', coalesce(r."player_alias", 'Un***'), 'currency', r."currency",
    'amount', "minor_to_major"(r."win_minor", (SELECT "subunit_to_unit" FROM "currencies" WHERE "code" = r."currency")),
    'multiplier', CASE WHEN r."stake_minor" > 0
      THEN to_jsonb(trim_scale(floor(r."win_minor" * 100 / r."stake_minor") / 100)) ELSE 'null'::jsonb END,
    'at', to_char(coalesce(r."settled_at", r."updated_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
$$;
