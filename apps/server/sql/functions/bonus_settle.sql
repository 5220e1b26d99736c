-- Ends an account's active bonus when nothing it funded is still at stake (decision 0071): converted (played) once
-- its wagering is met — the bonus balance moves to real money up to the bonus's maximum conversion, the rest goes
-- back to house:bonus — or lost when the bonus balance is spent. The caller holds the account's lock. Answers
-- whether the bonus ended.
CREATE OR REPLACE FUNCTION "bonus_settle"(p_account uuid, p_now timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_acc record;
  v_pb record;
  v_result int;
  v_convert numeric;
  v_legs jsonb;
BEGIN
  SELECT a."id", a."player_id", a."currency", a."bonus_minor", a."active_bonus_id" INTO v_acc
    FROM "wallet_accounts" a WHERE a."id" = p_account;
  IF v_acc.active_bonus_id IS NULL THEN RETURN false; END IF;
  SELECT * INTO v_pb FROM "player_bonuses" WHERE "id" = v_acc.active_bonus_id AND "status" = 2;
  IF NOT FOUND THEN RETURN false; END IF;
  -- Met: a product whose requirement is positive has reached it; a bonus without wagering converts at once.
  IF (v_pb.required_wager_casino_minor > 0 AND v_pb.current_wager_casino_minor >= v_pb.required_wager_casino_minor)
      OR (v_pb.required_wager_sportsbook_minor > 0
        AND v_pb.current_wager_sportsbook_minor >= v_pb.required_wager_sportsbook_minor)
      OR (v_pb.required_wager_casino_minor = 0 AND v_pb.required_wager_sportsbook_minor = 0) THEN
    v_result := 2;
  ELSIF v_acc.bonus_minor = 0 THEN
    v_result := 5;
  ELSE
    RETURN false;
  END IF;
  -- Looked at last: most rounds' ends find the bonus neither met nor spent and stop above.
  IF EXISTS (SELECT 1 FROM "game_rounds" r
      WHERE r."player_bonus_id" = v_pb.id AND r."status" = 1 AND r."bonus_stake_minor" > 0) THEN
    RETURN false;
  END IF;
  UPDATE "player_bonuses" SET "status" = 3, "result" = v_result, "finished_at" = p_now, "updated_at" = now()
    WHERE "id" = v_pb.id;
  -- Released first, so the account the conversion's posting announces holds nothing back any more.
  UPDATE "wallet_accounts" SET "active_bonus_id" = NULL, "held_minor" = 0, "updated_at" = now() WHERE "id" = v_acc.id;
  IF v_result = 2 AND v_acc.bonus_minor > 0 THEN
    v_convert := least(v_acc.bonus_minor, coalesce(v_pb.max_conversion_minor, v_acc.bonus_minor));
    v_legs := jsonb_build_array(
      jsonb_build_object('walletAccountId', v_acc.id, 'bucket', 'bonus', 'amount', (-v_acc.bonus_minor)::text),
      jsonb_build_object('walletAccountId', v_acc.id, 'bucket', 'real', 'amount', v_convert::text));
    IF v_acc.bonus_minor > v_convert THEN
      v_legs := v_legs || jsonb_build_array(
        jsonb_build_object('code', 'house:bonus', 'amount', (v_acc.bonus_minor - v_convert)::text));
    END IF;
    PERFORM "ledger_post"(jsonb_build_object('key', 'player-bonus:' || v_pb.id || ':convert', 'kind', 'bonus.convert',
      'currency', v_acc.currency, 'reference', v_pb.id::text, 'legs', v_legs,
      'metadata', jsonb_build_object('converted', v_convert::text, 'forfeited', (v_acc.bonus_minor - v_convert)::text)));
  ELSE
    -- No posting announces the account: say what it holds back now.
    INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload")
      SELECT 'wallet.account.changed', a."player_id"::text,
          jsonb_build_object('playerId', a."player_id", 'account', "wallet_account_view"(a, c."subunit_to_unit"))
        FROM "wallet_accounts" a JOIN "currencies" c ON c."code" = a."currency" WHERE a."id" = v_acc.id;
  END IF;
  INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload") VALUES ('bonus.player-bonus.progressed',
    v_acc.player_id::text, jsonb_build_object('playerId', v_acc.player_id, 'playerBonusId', v_pb.id));
  RETURN true;
END;
$$;
