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
$$;
