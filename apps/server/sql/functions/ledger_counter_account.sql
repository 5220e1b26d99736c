-- A counter account (house:cash, provider:…:clearing) of one currency, created on first use.
CREATE OR REPLACE FUNCTION "ledger_counter_account"(p_code text, p_currency text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  SELECT "id" INTO v_id FROM "ledger_accounts"
    WHERE "code" = p_code AND "currency" = p_currency AND "wallet_account_id" IS NULL;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  INSERT INTO "ledger_accounts" ("code", "currency") VALUES (p_code, p_currency)
    ON CONFLICT DO NOTHING RETURNING "id" INTO v_id;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  -- Another transaction created it and has committed (the insert waited for it).
  SELECT "id" INTO v_id FROM "ledger_accounts"
    WHERE "code" = p_code AND "currency" = p_currency AND "wallet_account_id" IS NULL;
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'ledger account % % could not be created', p_code, p_currency;
  END IF;
  RETURN v_id;
END;
$$;
