CREATE OR REPLACE FUNCTION "game_wallet_credit"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_amount numeric := (p->>'amountMinor')::numeric;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_player uuid := (p->>'playerId')::uuid;
  v_provider uuid := (p->>'providerId')::uuid;
  v_currency text := p->>'currency';
  v_subunit numeric := (p->>'subunit')::numeric;
  v_ended boolean := coalesce((p->>'roundEnded')::boolean, false);
  v_moved record;
  v_round record;
  v_tx uuid := gen_random_uuid();
  v_ledger uuid;
  v_win numeric;
  v_result jsonb;
  v_payload jsonb;
  v_winner jsonb;
  v_settled "game_rounds";
  v_account record;
  v_active_bonus uuid;
  v_bonus_path boolean := false;
  v_share numeric := 0;
  v_to_bonus numeric := 0;
  v_paid numeric;
BEGIN
  -- Wins are paid whatever the player's or account's status: a round already started still settles. A round
  -- some of whose stake was bonus money takes the second way below.
  UPDATE "wallet_accounts" a SET "real_minor" = a."real_minor" + v_amount,
      "updated_at" = CASE WHEN v_amount > 0 THEN now() ELSE a."updated_at" END
    FROM "currencies" c, "ledger_accounts" l
    WHERE a."player_id" = v_player AND a."currency" = v_currency
      AND c."code" = a."currency" AND l."wallet_account_id" = a."id" AND l."bucket" = 'real'
      AND NOT EXISTS (SELECT 1 FROM "game_rounds" r
        WHERE r."provider_id" = v_provider AND r."provider_round_id" = p->>'roundId' AND r."bonus_stake_minor" > 0)
    RETURNING a."id", a."real_minor" + a."bonus_minor" AS after, l."id" AS ledger_account,
      "wallet_account_view"(a, c."subunit_to_unit") AS view, a."active_bonus_id"
    INTO v_moved;
  IF FOUND THEN
    v_active_bonus := v_moved.active_bonus_id;
  ELSE
    SELECT a."id", a."active_bonus_id" INTO v_account FROM "wallet_accounts" a
      WHERE a."player_id" = v_player AND a."currency" = v_currency FOR UPDATE OF a;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'no % account', v_currency USING ERRCODE = 'CR004';
    END IF;
    v_bonus_path := true;
    v_active_bonus := v_account.active_bonus_id;
  END IF;
  SELECT "id", "player_id", "game_id", "currency", "status", "win_minor", "stake_minor", "bonus_stake_minor",
      "player_bonus_id" INTO v_round FROM "game_rounds"
    WHERE "provider_id" = v_provider AND "provider_round_id" = p->>'roundId' FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no bet of round %', p->>'roundId' USING ERRCODE = 'CR005';
  END IF;
  -- The win is paid in the round's currency, to its player, from a launch of its game: a credit sent with
  -- another launch (another currency, game or player) is refused, and the account moved above is undone.
  IF v_round.player_id <> v_player OR v_round.currency <> v_currency
      OR v_round.game_id IS DISTINCT FROM (p->>'gameId')::uuid THEN
    RAISE EXCEPTION 'round % belongs to another player, game or currency', p->>'roundId' USING ERRCODE = 'CR002';
  END IF;
  IF v_round.status <> 1 THEN
    RAISE EXCEPTION 'round % is over', p->>'roundId' USING ERRCODE = 'CR003';
  END IF;
  IF v_bonus_path THEN
    -- The win goes back in the proportions its round was staked (decision 0067), the bonus's share rounded up so
    -- bonus money never leaks into real money. A bonus that has ended since forfeits its share: it is not paid.
    IF v_round.bonus_stake_minor > 0 THEN
      v_share := ceil(v_amount * v_round.bonus_stake_minor / v_round.stake_minor);
    END IF;
    IF v_round.player_bonus_id IS NOT DISTINCT FROM v_active_bonus THEN
      v_to_bonus := v_share;
    END IF;
    UPDATE "wallet_accounts" a SET "real_minor" = a."real_minor" + (v_amount - v_share),
        "bonus_minor" = a."bonus_minor" + v_to_bonus,
        "updated_at" = CASE WHEN v_amount > 0 THEN now() ELSE a."updated_at" END
      FROM "currencies" c, "ledger_accounts" l
      WHERE a."id" = v_account.id AND c."code" = a."currency" AND l."wallet_account_id" = a."id"
        AND l."bucket" = 'real'
      RETURNING a."id", a."real_minor" + a."bonus_minor" AS after, l."id" AS ledger_account,
        "wallet_account_view"(a, c."subunit_to_unit") AS view
      INTO v_moved;
  END IF;

  v_paid := v_amount - v_share + v_to_bonus;
  IF v_paid > 0 THEN v_ledger := gen_random_uuid(); END IF;
  v_result := jsonb_build_object('balance', v_moved.after::text, 'currency', v_currency,
    'transactionId', v_tx, 'providerTransactionId', p->>'transactionId');
  INSERT INTO "game_transactions" ("id", "provider_id", "provider_transaction_id", "kind", "status", "round_id",
      "player_id", "currency", "amount_minor", "bonus_amount_minor", "ledger_transaction_id", "settles_win",
      "response", "created_at")
    VALUES (v_tx, v_provider, p->>'transactionId', 'credit', 'applied', v_round.id, v_player, v_currency, v_amount,
      v_to_bonus, v_ledger, v_ended AND v_round.win_minor + v_amount > 0, v_result, v_now)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'transaction % was claimed before', p->>'transactionId' USING ERRCODE = 'CR007';
  END IF;
  IF v_paid > 0 THEN
    INSERT INTO "ledger_transactions" ("id", "idempotency_key", "kind", "reference", "metadata")
      VALUES (v_ledger, p->>'ledgerKey', 'win', v_round.id::text, coalesce(p->'metadata', '{}'::jsonb));
    INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
      VALUES (v_ledger, "ledger_counter_account"('house:cash', v_currency), v_currency, -v_paid);
    IF v_amount > v_share THEN
      INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
        VALUES (v_ledger, v_moved.ledger_account, v_currency, v_amount - v_share);
    END IF;
    IF v_to_bonus > 0 THEN
      INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
        SELECT v_ledger, l."id", v_currency, v_to_bonus FROM "ledger_accounts" l
          WHERE l."wallet_account_id" = v_moved.id AND l."bucket" = 'bonus';
    END IF;
    -- A credit that ends the round announces the balance in its game.round.settled (decision 0047).
    IF NOT v_ended THEN
      INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload") VALUES ('wallet.account.changed',
        v_player::text, jsonb_build_object('playerId', v_player, 'account', v_moved.view));
    END IF;
  END IF;
  v_win := v_round.win_minor + v_amount;
  UPDATE "game_rounds" SET
      "win_minor" = v_win,
      "balance_after_minor" = v_moved.after,
      "status" = CASE WHEN NOT v_ended THEN "status" WHEN v_win > 0 THEN 2 ELSE 3 END,
      "settled_at" = CASE WHEN v_ended THEN v_now ELSE "settled_at" END,
      "updated_at" = v_now
    WHERE "id" = v_round.id
    RETURNING * INTO v_settled;

  IF v_ended THEN
    v_payload := jsonb_build_object('playerId', v_player, 'gameId', v_settled.game_id, 'roundId', v_settled.id,
      'currency', v_currency, 'status', v_settled.status,
      'stake', "minor_to_major"(v_settled.stake_minor, v_subunit),
      'win', "minor_to_major"(v_settled.win_minor, v_subunit),
      'stakeMinor', v_settled.stake_minor::text, 'winMinor', v_settled.win_minor::text);
    IF v_amount > 0 THEN
      v_payload := v_payload || jsonb_build_object('account', v_moved.view);
    END IF;
    -- The public winners feed, worded as the feed reads rounds back (game_winner).
    IF v_settled.win_minor > 0 THEN
      SELECT "game_winner"(v_settled, g) INTO v_winner FROM "games" g
        WHERE g."id" = v_settled.game_id AND NOT g."is_hidden";
      IF v_winner IS NOT NULL THEN
        v_payload := v_payload || jsonb_build_object('winner', v_winner);
      END IF;
    END IF;
    INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload")
      VALUES (p->>'eventTopic', v_player::text, v_payload);
    -- The round is over: the active bonus may now convert, or be lost (after the round's event, so the account the
    -- conversion announces is the last one the site hears).
    IF v_active_bonus IS NOT NULL THEN
      PERFORM "bonus_settle"(v_moved.id, v_now);
    END IF;
  END IF;
  RETURN jsonb_build_object('result', v_result);
END;
$$;
