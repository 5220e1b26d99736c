-- Hand-written (decision 0049): the seamless wallet's debit and credit write their stake and win postings
-- themselves, in the statements that already touch the account, instead of calling ledger_post with a
-- jsonb of legs. A debit is one UPDATE of the account that checks, moves and words it (the bet's checks in
-- its WHERE; only a refused bet reads the account again to say why), then the round, the provider's
-- transaction, the ledger transaction, its two entries and the event. The ledger's rules stay where the
-- database enforces them for every writer: balances never below zero (CHECK), entries that sum to zero
-- (deferred trigger), nothing changed or deleted (triggers). The account's API view is worded once, by
-- wallet_account_view, for ledger_post and these functions. Arguments, answers, rows, events and SQLSTATEs
-- are those of 0022.

-- A wallet account as the API shows it (wallet/service.ts view): major units as JSON numbers.
CREATE FUNCTION "wallet_account_view"(a "wallet_accounts", p_subunit numeric) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', a."id", 'currency', a."currency",
    'balance', "minor_to_major"(a."real_minor", p_subunit),
    'lockedBalance', "minor_to_major"(a."locked_minor", p_subunit),
    'bonusBalance', "minor_to_major"(a."bonus_minor", p_subunit),
    'withdrawalBalance', "minor_to_major"(a."real_minor", p_subunit),
    'status', a."status");
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "ledger_post"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_currency text := p->>'currency';
  v_id uuid;
  v_kind text;
  v_delta record;
  v_after record;
  v_bucket text;
  v_balances jsonb := '{}'::jsonb;
BEGIN
  INSERT INTO "ledger_transactions" ("id", "idempotency_key", "kind", "reference", "metadata")
    VALUES (coalesce((p->>'id')::uuid, gen_random_uuid()), p->>'key', p->>'kind', p->>'reference',
      coalesce(p->'metadata', '{}'::jsonb))
    ON CONFLICT ("idempotency_key") DO NOTHING RETURNING "id" INTO v_id;
  IF v_id IS NULL THEN
    SELECT "id", "kind" INTO v_id, v_kind FROM "ledger_transactions" WHERE "idempotency_key" = p->>'key';
    RETURN jsonb_build_object('id', v_id, 'kind', v_kind, 'replayed', true, 'balances', '{}'::jsonb);
  END IF;

  FOR v_delta IN
    SELECT (leg->>'walletAccountId')::uuid AS account_id,
      coalesce(sum((leg->>'amount')::numeric) FILTER (WHERE leg->>'bucket' = 'real'), 0) AS real,
      coalesce(sum((leg->>'amount')::numeric) FILTER (WHERE leg->>'bucket' = 'locked'), 0) AS locked,
      coalesce(sum((leg->>'amount')::numeric) FILTER (WHERE leg->>'bucket' = 'bonus'), 0) AS bonus
    FROM jsonb_array_elements(p->'legs') AS leg
    WHERE leg ? 'walletAccountId'
    GROUP BY 1 ORDER BY 1
  LOOP
    -- One statement takes the row lock, re-checks the guard on the locked row (READ COMMITTED re-evaluates
    -- it after waiting) and words the account as the API shows it, for wallet.account.changed in the same
    -- transaction (the realtime gateway publishes it as accountUpdated).
    UPDATE "wallet_accounts" a SET
        "real_minor" = a."real_minor" + v_delta.real,
        "locked_minor" = a."locked_minor" + v_delta.locked,
        "bonus_minor" = a."bonus_minor" + v_delta.bonus,
        "updated_at" = now()
      FROM "currencies" c
      WHERE a."id" = v_delta.account_id AND a."currency" = v_currency AND c."code" = a."currency"
        AND a."real_minor" + v_delta.real >= 0
        AND a."locked_minor" + v_delta.locked >= 0
        AND a."bonus_minor" + v_delta.bonus >= 0
      RETURNING a."real_minor" AS real, a."locked_minor" AS locked, a."bonus_minor" AS bonus, a."player_id" AS player,
        "wallet_account_view"(a, c."subunit_to_unit") AS view
      INTO v_after;
    IF NOT FOUND THEN
      SELECT "real_minor" AS real, "locked_minor" AS locked, "bonus_minor" AS bonus INTO v_after
        FROM "wallet_accounts" WHERE "id" = v_delta.account_id AND "currency" = v_currency;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'wallet account % does not exist in %', v_delta.account_id, v_currency;
      END IF;
      v_bucket := CASE
        WHEN v_after.real + v_delta.real < 0 THEN 'real'
        WHEN v_after.locked + v_delta.locked < 0 THEN 'locked'
        ELSE 'bonus' END;
      RAISE EXCEPTION 'Not enough % balance', v_bucket
        USING ERRCODE = 'CR001', DETAIL = v_delta.account_id::text;
    END IF;
    INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload") VALUES ('wallet.account.changed',
      v_after.player::text, jsonb_build_object('playerId', v_after.player, 'account', v_after.view));
    v_balances := v_balances || jsonb_build_object(v_delta.account_id::text, jsonb_build_object(
      'real', v_after.real::text, 'locked', v_after.locked::text, 'bonus', v_after.bonus::text));
  END LOOP;

  INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
    SELECT v_id,
      CASE WHEN leg ? 'walletAccountId' THEN (
          SELECT "id" FROM "ledger_accounts"
            WHERE "wallet_account_id" = (leg->>'walletAccountId')::uuid AND "bucket" = leg->>'bucket')
        ELSE coalesce((
          SELECT "id" FROM "ledger_accounts"
            WHERE "code" = leg->>'code' AND "currency" = v_currency AND "wallet_account_id" IS NULL),
          "ledger_counter_account"(leg->>'code', v_currency)) END,
      v_currency, (leg->>'amount')::numeric
    FROM jsonb_array_elements(p->'legs') AS leg;
  RETURN jsonb_build_object('id', v_id, 'kind', p->>'kind', 'replayed', false, 'balances', v_balances);
END;
$$;--> statement-breakpoint

-- Who may bet, asked by the debit's move and again by its refusal: a player active or limited (contracts
-- playerStatus 1, 2), and whether any of the player's limits is in force.
CREATE FUNCTION "player_may_bet"(p_player uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "players" WHERE "id" = p_player AND "status" IN (1, 2));
$$;--> statement-breakpoint

CREATE FUNCTION "player_limits_in_force"(p_player uuid, p_now timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "player_limits" WHERE "player_id" = p_player AND "removed_at" IS NULL
    AND ("expires_at" IS NULL OR "expires_at" > p_now));
$$;--> statement-breakpoint

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
BEGIN
  -- The account first, in every money call: locks are then always taken in one order (account, round).
  -- The stake leaves the real balance of an account that may bet (contracts walletAccountStatus 1) of a
  -- player who may (contracts playerStatus 1, 2) with no limit in force, unless the caller has checked
  -- the limits under this lock (limitsChecked).
  LOOP
    UPDATE "wallet_accounts" a SET "real_minor" = a."real_minor" - v_amount, "updated_at" = now()
      FROM "currencies" c, "ledger_accounts" l
      WHERE a."player_id" = v_player AND a."currency" = v_currency AND a."status" = 1
        AND a."real_minor" >= v_amount
        AND c."code" = a."currency" AND l."wallet_account_id" = a."id" AND l."bucket" = 'real'
        AND "player_may_bet"(v_player) AND (v_checked OR NOT "player_limits_in_force"(v_player, v_now))
      RETURNING a."id", a."real_minor" AS after, l."id" AS ledger_account,
        "wallet_account_view"(a, c."subunit_to_unit") AS view
      INTO v_moved;
    EXIT WHEN FOUND;
    -- Refused: say why, holding the account's lock now.
    SELECT a."id", a."status" = 1 AND "player_may_bet"(v_player) AS may_bet, a."real_minor",
        NOT v_checked AND "player_limits_in_force"(v_player, v_now) AS limited
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
      "stake_minor", "balance_before_minor", "balance_after_minor", "player_alias", "started_at", "updated_at")
    VALUES (v_provider, p->>'roundId', (p->>'sessionId')::uuid, v_player, (p->>'gameId')::uuid, v_currency,
      v_amount, v_moved.after + v_amount, v_moved.after, p->>'playerAlias', v_now, v_now)
    ON CONFLICT DO NOTHING RETURNING "id" INTO v_round;
  IF v_round IS NULL THEN
    SELECT "id", "player_id", "currency", "status" INTO v_open FROM "game_rounds"
      WHERE "provider_id" = v_provider AND "provider_round_id" = p->>'roundId' FOR UPDATE;
    IF NOT FOUND OR v_open.player_id <> v_player OR v_open.currency <> v_currency THEN
      RAISE EXCEPTION 'round % belongs to another player or currency', p->>'roundId' USING ERRCODE = 'CR002';
    END IF;
    IF v_open.status <> 1 THEN
      RAISE EXCEPTION 'round % is over', p->>'roundId' USING ERRCODE = 'CR003';
    END IF;
    v_round := v_open.id;
    UPDATE "game_rounds" SET "stake_minor" = "stake_minor" + v_amount, "balance_after_minor" = v_moved.after,
        "updated_at" = v_now
      WHERE "id" = v_round;
  END IF;

  v_result := jsonb_build_object('balance', v_moved.after::text, 'currency', v_currency,
    'transactionId', v_tx, 'providerTransactionId', p->>'transactionId');
  INSERT INTO "game_transactions" ("id", "provider_id", "provider_transaction_id", "kind", "status", "round_id",
      "player_id", "currency", "amount_minor", "ledger_transaction_id", "response", "created_at")
    VALUES (v_tx, v_provider, p->>'transactionId', 'debit', 'applied', v_round, v_player, v_currency, v_amount,
      v_ledger, v_result, v_now)
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
    VALUES (v_ledger, v_moved.ledger_account, v_currency, -v_amount),
      (v_ledger, "ledger_counter_account"('house:cash', v_currency), v_currency, v_amount);
  INSERT INTO "outbox_events" ("topic", "aggregate_id", "payload") VALUES (p->>'eventTopic', v_player::text,
    jsonb_build_object('playerId', v_player, 'gameId', p->>'gameId', 'roundId', v_round, 'transactionId', v_tx,
      'currency', v_currency, 'amount', "minor_to_major"(v_amount, (p->>'subunit')::numeric),
      'amountMinor', v_amount::text, 'balanceAfterMinor', v_moved.after::text, 'account', v_moved.view));
  RETURN jsonb_build_object('result', v_result);
END;
$$;--> statement-breakpoint

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
BEGIN
  -- Wins are paid whatever the player's or account's status: a round already started still settles.
  UPDATE "wallet_accounts" a SET "real_minor" = a."real_minor" + v_amount,
      "updated_at" = CASE WHEN v_amount > 0 THEN now() ELSE a."updated_at" END
    FROM "currencies" c, "ledger_accounts" l
    WHERE a."player_id" = v_player AND a."currency" = v_currency
      AND c."code" = a."currency" AND l."wallet_account_id" = a."id" AND l."bucket" = 'real'
    RETURNING a."real_minor" AS after, l."id" AS ledger_account, "wallet_account_view"(a, c."subunit_to_unit") AS view
    INTO v_moved;
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

  IF v_amount > 0 THEN v_ledger := gen_random_uuid(); END IF;
  v_result := jsonb_build_object('balance', v_moved.after::text, 'currency', v_currency,
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
    INSERT INTO "ledger_transactions" ("id", "idempotency_key", "kind", "reference", "metadata")
      VALUES (v_ledger, p->>'ledgerKey', 'win', v_round.id::text, coalesce(p->'metadata', '{}'::jsonb));
    INSERT INTO "ledger_entries" ("transaction_id", "ledger_account_id", "currency", "amount_minor")
      VALUES (v_ledger, "ledger_counter_account"('house:cash', v_currency), v_currency, -v_amount),
        (v_ledger, v_moved.ledger_account, v_currency, v_amount);
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
  END IF;
  RETURN jsonb_build_object('result', v_result);
END;
$$;
