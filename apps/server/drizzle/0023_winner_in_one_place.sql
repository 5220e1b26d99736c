-- Hand-written (decision 0048): the public winners feed's entry is worded in one place, game_winner, which
-- both the settling credit (for the live ticker) and the feed's query (GET /api/game/spins/winners) call.
-- Before, the credit built it in SQL and the feed in TypeScript, and a test kept the two alike.
CREATE FUNCTION "game_winner"(r "game_rounds", g "games") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('roundId', r."id", 'gameId', r."game_id", 'gameIdentity', g."identity",
    'gameName', g."name", 'playerName', coalesce(r."player_alias", 'Un***'), 'currency', r."currency",
    'amount', "minor_to_major"(r."win_minor", (SELECT "subunit_to_unit" FROM "currencies" WHERE "code" = r."currency")),
    'multiplier', CASE WHEN r."stake_minor" > 0
      THEN to_jsonb(trim_scale(floor(r."win_minor" * 100 / r."stake_minor") / 100)) ELSE 'null'::jsonb END,
    'at', to_char(coalesce(r."settled_at", r."updated_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
$$;--> statement-breakpoint

-- As in 0022, and the winner by game_winner.
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
  v_winner jsonb;
  v_posted jsonb;
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
    -- A credit that ends the round announces the balance in its game.round.settled.
    v_posted := "ledger_post"(jsonb_build_object('id', v_ledger, 'key', p->>'ledgerKey', 'kind', 'win',
      'currency', v_currency, 'reference', v_round.id::text, 'metadata', p->'metadata', 'announce', NOT v_ended,
      'legs', jsonb_build_array(
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
    IF v_amount > 0 THEN
      v_payload := v_payload || jsonb_build_object('account', v_posted->'accounts'->(v_account.id::text));
    END IF;
    -- The public winners feed, worded as the feed reads rounds back (game_winner).
    IF v_round.win_minor > 0 THEN
      SELECT "game_winner"(r, g) INTO v_winner FROM "game_rounds" r JOIN "games" g ON g."id" = r."game_id"
        WHERE r."id" = v_round.id AND NOT g."is_hidden";
      IF v_winner IS NOT NULL THEN
        v_payload := v_payload || jsonb_build_object('winner', v_winner);
      END IF;
    END IF;
    INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload")
      VALUES (p->>'eventTopic', v_player::text, v_payload);
  END IF;
  RETURN jsonb_build_object('result', v_result);
END;
$$;
