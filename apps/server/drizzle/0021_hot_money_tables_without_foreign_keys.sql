ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_provider_id_game_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_session_id_game_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "game_transactions" DROP CONSTRAINT "game_transactions_provider_id_game_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "game_transactions" DROP CONSTRAINT "game_transactions_round_id_game_rounds_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "game_rounds_winners_idx";--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "settles_win" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "game_transactions_wins_idx" ON "game_transactions" USING btree ("created_at","round_id") WHERE "game_transactions"."settles_win";--> statement-breakpoint
-- Hand-written from here on. Rounds that paid out before this migration stay in the winners feed.
UPDATE "game_transactions" t SET "settles_win" = true FROM "game_rounds" r
  WHERE t."kind" = 'credit' AND r."id" = t."round_id" AND r."win_minor" > 0 AND r."settled_at" = t."created_at";--> statement-breakpoint
-- As in 0017, and the credit that ends a round with a win says so (settles_win).
CREATE OR REPLACE FUNCTION "game_wallet_credit"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_amount numeric := (p->>'amountMinor')::numeric;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_player uuid := (p->>'playerId')::uuid;
  v_provider uuid := (p->>'providerId')::uuid;
  v_currency text := p->>'currency';
  v_subunit numeric := (p->>'subunit')::numeric;
  v_ended boolean := coalesce((p->>'roundEnded')::boolean, false);
  v_account record;
  v_round record;
  v_balance numeric;
  v_tx uuid := gen_random_uuid();
  v_ledger uuid;
  v_win numeric;
  v_result jsonb;
  v_payload jsonb;
  v_game record;
BEGIN
  SELECT "id", "real_minor" INTO v_account FROM "wallet_accounts"
    WHERE "player_id" = v_player AND "currency" = v_currency FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no % account', v_currency USING ERRCODE = 'CR004';
  END IF;
  SELECT "id", "player_id", "status", "win_minor" INTO v_round FROM "game_rounds"
    WHERE "provider_id" = v_provider AND "provider_round_id" = p->>'roundId' FOR UPDATE;
  IF NOT FOUND OR v_round.player_id <> v_player THEN
    RAISE EXCEPTION 'no bet of round %', p->>'roundId' USING ERRCODE = 'CR005';
  END IF;
  IF v_round.status <> 1 THEN
    RAISE EXCEPTION 'round % is over', p->>'roundId' USING ERRCODE = 'CR003';
  END IF;

  v_balance := v_account.real_minor + v_amount;
  IF v_amount > 0 THEN v_ledger := gen_random_uuid(); END IF;
  v_result := jsonb_build_object('balance', v_balance::text, 'currency', v_currency,
    'transactionId', v_tx, 'providerTransactionId', p->>'transactionId');
  INSERT INTO "game_transactions" ("id", "provider_id", "provider_transaction_id", "kind", "status", "round_id",
      "player_id", "currency", "amount_minor", "ledger_transaction_id", "settles_win", "response", "created_at")
    VALUES (v_tx, v_provider, p->>'transactionId', 'credit', 'applied', v_round.id, v_player, v_currency, v_amount,
      v_ledger, v_ended AND v_round.win_minor + v_amount > 0, v_result, v_now)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'transaction % was claimed before', p->>'transactionId' USING ERRCODE = 'CR007';
  END IF;
  IF v_amount > 0 THEN
    PERFORM "ledger_post"(jsonb_build_object('id', v_ledger, 'key', p->>'ledgerKey', 'kind', 'win',
      'currency', v_currency, 'reference', v_round.id::text, 'metadata', p->'metadata', 'legs', jsonb_build_array(
        jsonb_build_object('code', 'house:cash', 'amount', (-v_amount)::text),
        jsonb_build_object('walletAccountId', v_account.id, 'bucket', 'real', 'amount', v_amount::text))));
  END IF;
  v_win := v_round.win_minor + v_amount;
  UPDATE "game_rounds" SET
      "win_minor" = v_win,
      "balance_after_minor" = v_balance,
      "status" = CASE WHEN NOT v_ended THEN "status" WHEN v_win > 0 THEN 2 ELSE 3 END,
      "settled_at" = CASE WHEN v_ended THEN v_now ELSE "settled_at" END,
      "updated_at" = v_now
    WHERE "id" = v_round.id
    RETURNING * INTO v_round;

  IF v_ended THEN
    v_payload := jsonb_build_object('playerId', v_player, 'gameId', v_round.game_id, 'roundId', v_round.id,
      'currency', v_currency, 'status', v_round.status,
      'stake', "minor_to_major"(v_round.stake_minor, v_subunit),
      'win', "minor_to_major"(v_round.win_minor, v_subunit),
      'stakeMinor', v_round.stake_minor::text, 'winMinor', v_round.win_minor::text);
    -- The public winners feed (modules/games/winners.ts winnerView says the same of rounds read back).
    IF v_round.win_minor > 0 THEN
      SELECT "identity", "name" INTO v_game FROM "games" WHERE "id" = v_round.game_id AND NOT "is_hidden";
      IF FOUND THEN
        v_payload := v_payload || jsonb_build_object('winner', jsonb_build_object(
          'roundId', v_round.id, 'gameId', v_round.game_id, 'gameIdentity', v_game.identity,
          'gameName', v_game.name, 'playerName', coalesce(v_round.player_alias, 'Un***'),
          'currency', v_currency, 'amount', "minor_to_major"(v_round.win_minor, v_subunit),
          'multiplier', CASE WHEN v_round.stake_minor > 0
            THEN to_jsonb(trim_scale(floor(v_round.win_minor * 100 / v_round.stake_minor) / 100)) ELSE 'null'::jsonb END,
          'at', to_char(v_round.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
      END IF;
    END IF;
    INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload")
      VALUES (p->>'eventTopic', v_player::text, v_payload);
  END IF;
  RETURN jsonb_build_object('result', v_result);
END;
$$;--> statement-breakpoint
-- Decision 0044 (drizzle-kit models neither triggers nor storage parameters). What the foreign
-- keys above guaranteed, without locking the one provider, game and house ledger account that every bet
-- points at: the rows money rows point at are never deleted. A game leaves the catalogue by being hidden.
CREATE FUNCTION "refuse_delete_referenced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money rows point at %: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "game_providers_kept" BEFORE DELETE ON "game_providers" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_providers_no_truncate" BEFORE TRUNCATE ON "game_providers" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "games_kept" BEFORE DELETE ON "games" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "games_no_truncate" BEFORE TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_sessions_kept" BEFORE DELETE ON "game_sessions" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_sessions_no_truncate" BEFORE TRUNCATE ON "game_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_rounds_kept" BEFORE DELETE ON "game_rounds" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_rounds_no_truncate" BEFORE TRUNCATE ON "game_rounds" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_kept" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
-- Room on each page for the settlement's update of a round inserted moments before: with no indexed column
-- changed, it is then a HOT update that writes no index entry.
ALTER TABLE "game_rounds" SET (fillfactor = 90);
