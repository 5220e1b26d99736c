-- bonus_unwager for a sportsbook stake (decision 0136): a rolled-back sportsbook bet's wagering comes off the
-- sportsbook progress it counted towards, while that bonus is still active; the caller holds the account's lock.
CREATE OR REPLACE FUNCTION "bonus_unwager_sportsbook"(p_bonus uuid, p_wager numeric) RETURNS void LANGUAGE sql AS $$
  UPDATE "player_bonuses"
    SET "current_wager_sportsbook_minor" = greatest("current_wager_sportsbook_minor" - p_wager, 0), "updated_at" = now()
    WHERE "id" = p_bonus AND "status" = 2;
  INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload")
    SELECT 'bonus.player-bonus.progressed', pb."player_id"::text,
        jsonb_build_object('playerId', pb."player_id", 'playerBonusId', pb."id")
      FROM "player_bonuses" pb WHERE pb."id" = p_bonus AND pb."status" = 2;
$$;
