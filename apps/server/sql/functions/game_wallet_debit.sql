CREATE OR REPLACE FUNCTION "game_wallet_debit"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_amount numeric := (p->>'amountMinor')::numeric;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_player uuid := (p->>'playerId')::uuid;
  v_provider uuid := (p->>'providerId')::uuid;
  v_currency text := p->>'currency';
  v_checked boolean := coalesce((p->>'limitsChecked')::boolean, false);
  v_moved record;
  v_account record;
  v_attempt int := 0;
  v_round uuid;
  v_open record;
  v_tx uuid := gen_random_uuid();
  v_ledger uuid := gen_random_uuid();
  v_result jsonb;
  v_bonus record;
  v_bonus_id uuid;
  v_from_bonus numeric := 0;
  v_wager numeric := 0;
  v_progress record;
  v_announce boolean := false;
BEGIN
  -- The account first, in every money call: locks are then always taken in one order (account, round).
  -- The stake leaves the real balance of an account that may bet (contracts walletAccountStatus 1) of a
  -- player who may (contracts playerStatus 1, 2) with no limit in force, unless the caller has checked
  -- the limits under this lock (limitsChecked). An account with an active bonus takes the second way below.
  LOOP
    UPDATE "wallet_accounts" a SET "real_minor" = a."real_minor" - v_amount, "updated_at" = now()
      FROM "currencies" c, "ledger_accounts" l
      WHERE a."player_id" = v_player AND a."currency" = v_currency AND a."status" = 1
        AND a."real_minor" >= v_amount AND a."active_bonus_id" IS NULL
        AND c."code" = a."currency" AND l."wallet_account_id" = a."id" AND l."bucket" = 'real'
        AND "player_may_bet"(v_player) AND (v_checked OR NOT "player_limits_in_force"(v_player, v_now))
      RETURNING a."id", a."real_minor" + a."bonus_minor" AS after, l."id" AS ledger_account,
        "wallet_account_view"(a, c."subunit_to_unit") AS view
      INTO v_moved;
    EXIT WHEN FOUND;
    -- Refused, or a bonus is active: look again holding the account's lock.
    SELECT a."id", a."status" = 1 AND "player_may_bet"(v_player) AS may_bet, a."real_minor", a."bonus_minor",
        a."active_bonus_id", NOT v_checked AND "player_limits_in_force"(v_player, v_now) AS limited
      INTO v_account FROM "wallet_accounts" a
      WHERE a."player_id" = v_player AND a."currency" = v_currency FOR UPDATE OF a;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'no % account', v_currency USING ERRCODE = 'CR004';
    END IF;
    IF NOT v_account.may_bet THEN
      RAISE EXCEPTION 'player % may not bet', v_player USING ERRCODE = 'CR006';
    END IF;
    IF v_account.limited THEN
      RETURN jsonb_build_object('limited', true);
    END IF;
    IF v_account.active_bonus_id IS NOT NULL THEN
      -- Wagering (decision 0071): the bonus's terms refuse the game or the stake, real money is spent first and
      -- then bonus money (decision 0067), and the stake counts by its game's contribution.
      -- A sportsbook stake (the sportsbook's hidden entry, decision 0136) counts in full toward the bonus's
      -- sportsbook wagering: the contribution table is the casino's, and only its restriction applies.
      SELECT pb."id", pb."max_bet_minor", w."restricted",
          CASE WHEN g."type" = 'sportsbook' THEN 100 ELSE w."percent" END AS "percent",
          g."type" = 'sportsbook' AS "sportsbook" INTO v_bonus
        FROM "player_bonuses" pb, "bonus_contribution"(pb."bonus_id", (p->>'gameId')::uuid) w, "games" g
        WHERE pb."id" = v_account.active_bonus_id AND g."id" = (p->>'gameId')::uuid;
      v_bonus_id := v_bonus.id;
      IF v_bonus.restricted THEN
        RAISE EXCEPTION 'the active bonus refuses bets on this game' USING ERRCODE = 'CR008';
      END IF;
      IF v_bonus.max_bet_minor IS NOT NULL AND v_amount > v_bonus.max_bet_minor THEN
        RAISE EXCEPTION 'above the active bonus''s maximum bet of %', v_bonus.max_bet_minor USING ERRCODE = 'CR009';
      END IF;
      IF v_account.real_minor + v_account.bonus_minor < v_amount THEN
        RAISE EXCEPTION 'Not enough balance' USING ERRCODE = 'CR001', DETAIL = v_account.id::text;
      END IF;
      v_from_bonus := v_amount - least(v_account.real_minor, v_amount);
      v_wager := floor(v_amount * v_bonus.percent / 100);
      UPDATE "wallet_accounts" a SET "real_minor" = a."real_minor" - (v_amount - v_from_bonus),
          "bonus_minor" = a."bonus_minor" - v_from_bonus, "updated_at" = now()
        FROM "currencies" c, "ledger_accounts" l
        WHERE a."id" = v_account.id AND c."code" = a."currency" AND l."wallet_account_id" = a."id"
          AND l."bucket" = 'real'
        RETURNING a."id", a."real_minor" + a."bonus_minor" AS after, l."id" AS ledger_account,
          "wallet_account_view"(a, c."subunit_to_unit") AS view
        INTO v_moved;
      IF v_wager > 0 AND v_bonus.sportsbook THEN
        UPDATE "player_bonuses" SET "current_wager_sportsbook_minor" = "current_wager_sportsbook_minor" + v_wager,
            "updated_at" = now()
          WHERE "id" = v_bonus_id
          RETURNING "current_wager_sportsbook_minor" AS "current_wager_casino_minor",
            "required_wager_sportsbook_minor" AS "required_wager_casino_minor" INTO v_progress;
      ELSIF v_wager > 0 THEN
        UPDATE "player_bonuses" SET "current_wager_casino_minor" = "current_wager_casino_minor" + v_wager,
            "updated_at" = now()
          WHERE "id" = v_bonus_id
          RETURNING "current_wager_casino_minor", "required_wager_casino_minor" INTO v_progress;
        -- The site hears the progress when its whole percent moves, not on every stake: the bar moves as often,
        -- and a bonus round costs the outbox one event more only now and then.
        -- (A sportsbook stake's progress is read into the same names: the product it moved.)
        v_announce := CASE WHEN v_progress.required_wager_casino_minor = 0 THEN true
          ELSE floor(v_progress.current_wager_casino_minor * 100 / v_progress.required_wager_casino_minor)
            <> floor((v_progress.current_wager_casino_minor - v_wager) * 100 / v_progress.required_wager_casino_minor)
          END;
      END IF;
      EXIT;
    END IF;
    IF v_account.real_minor < v_amount THEN
      RAISE EXCEPTION 'Not enough real balance' USING ERRCODE = 'CR001', DETAIL = v_account.id::text;
    END IF;
    -- Nothing refuses it under the lock: what refused it changed in between (the move is tried once more).
    v_attempt := v_attempt + 1;
    IF v_attempt > 1 THEN
      RAISE EXCEPTION 'wallet account % has no real ledger account', v_account.id;
    END IF;
  END LOOP;

  INSERT INTO "game_rounds" ("provider_id", "provider_round_id", "session_id", "player_id", "game_id", "currency",
      "stake_minor", "balance_before_minor", "balance_after_minor", "player_alias", "player_bonus_id",
      "bonus_stake_minor", "started_at", "updated_at")
    VALUES (v_provider, p->>'roundId', (p->>'sessionId')::uuid, v_player, (p->>'gameId')::uuid, v_currency,
      v_amount, v_moved.after + v_amount, v_moved.after, p->>'playerAlias', v_bonus_id, v_from_bonus, v_now, v_now)
    ON CONFLICT DO NOTHING RETURNING "id" INTO v_round;
  IF v_round IS NULL THEN
    SELECT "id", "player_id", "game_id", "currency", "status", "player_bonus_id" INTO v_open FROM "game_rounds"
      WHERE "provider_id" = v_provider AND "provider_round_id" = p->>'roundId' FOR UPDATE;
    IF NOT FOUND OR v_open.player_id <> v_player OR v_open.currency <> v_currency
        OR v_open.game_id IS DISTINCT FROM (p->>'gameId')::uuid THEN
      RAISE EXCEPTION 'round % belongs to another player, game or currency', p->>'roundId' USING ERRCODE = 'CR002';
    END IF;
    IF v_open.status <> 1 THEN
      RAISE EXCEPTION 'round % is over', p->>'roundId' USING ERRCODE = 'CR003';
    END IF;
    -- A round's stakes all belong to the bonus its first stake found active (or to none): a bonus activated or
    -- ended in the middle of a round does not take over, or give up, the rest of it.
    IF v_open.player_bonus_id IS DISTINCT FROM v_bonus_id THEN
      RAISE EXCEPTION 'round % was started under another bonus', p->>'roundId' USING ERRCODE = 'CR010';
    END IF;
    v_round := v_open.id;
    UPDATE "game_rounds" SET "stake_minor" = "stake_minor" + v_amount, "balance_after_minor" = v_moved.after,
        "bonus_stake_minor" = "bonus_stake_minor" + v_from_bonus, "updated_at" = v_now
      WHERE "id" = v_round;
  END IF;

  v_result := jsonb_build_object('balance', v_moved.after::text, 'currency', v_currency,
    'transactionId', v_tx, 'providerTransactionId', p->>'transactionId');
  INSERT INTO "game_transactions" ("id", "provider_id", "provider_transaction_id", "kind", "status", "round_id",
      "player_id", "currency", "amount_minor", "bonus_amount_minor", "wager_minor", "ledger_transaction_id",
      "response", "created_at")
    VALUES (v_tx, v_provider, p->>'transactionId', 'debit', 'applied', v_round, v_player, v_currency, v_amount,
      v_from_bonus, v_wager, v_ledger, v_result, v_now)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- Undoes the account's and the round's change: the caller answers what the first call with this id did.
    RAISE EXCEPTION 'transaction % was claimed before', p->>'transactionId' USING ERRCODE = 'CR007';
  END IF;
  -- The stake's posting: the provider's transaction id is its idempotency (claimed just above), so the
  -- ledger key is only recorded.
  INSERT INTO "ledger_transactions" ("id", "idempotency_key", "kind", "reference", "metadata")
    VALUES (v_ledger, p->>'ledgerKey', 'bet', v_round::text, coalesce(p->'metadata', '{}'::jsonb));
  INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
    VALUES (v_ledger, "ledger_counter_account"('house:cash', v_currency), v_currency, v_amount);
  IF v_amount > v_from_bonus THEN
    INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
      VALUES (v_ledger, v_moved.ledger_account, v_currency, v_from_bonus - v_amount);
  END IF;
  IF v_from_bonus > 0 THEN
    INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
      SELECT v_ledger, l."id", v_currency, -v_from_bonus FROM "ledger_accounts" l
        WHERE l."wallet_account_id" = v_moved.id AND l."bucket" = 'bonus';
  END IF;
  IF v_announce THEN
    INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload") VALUES ('bonus.player-bonus.progressed',
      v_player::text, jsonb_build_object('playerId', v_player, 'playerBonusId', v_bonus_id));
  END IF;
  INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload") VALUES (p->>'eventTopic', v_player::text,
    jsonb_build_object('playerId', v_player, 'gameId', p->>'gameId', 'roundId', v_round, 'transactionId', v_tx,
      'currency', v_currency, 'amount', "minor_to_major"(v_amount, (p->>'subunit')::numeric),
      'amountMinor', v_amount::text, 'balanceAfterMinor', v_moved.after::text, 'account', v_moved.view));
  RETURN jsonb_build_object('result', v_result);
END;
$$;
