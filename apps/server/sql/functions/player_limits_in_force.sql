CREATE OR REPLACE FUNCTION "player_limits_in_force"(p_player uuid, p_now timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "player_limits" WHERE "player_id" = p_player AND "removed_at" IS NULL
    AND ("expires_at" IS NULL OR "expires_at" > p_now));
$$;
