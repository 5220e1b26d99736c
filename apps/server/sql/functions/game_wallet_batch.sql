-- Hand-written (decision 0042): several seamless-wallet calls in one statement and one commit. Each call runs
-- game_wallet_debit or game_wallet_credit unchanged, in a subtransaction of its own, so a refused call undoes
-- only itself and answers its SQLSTATE; the others commit together.
CREATE OR REPLACE FUNCTION "game_wallet_batch"(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_call jsonb;
  v_answer jsonb;
  v_answers jsonb := '[]'::jsonb;
BEGIN
  -- Every account of the batch is locked first and in the ledger's order (ledger_post locks by account id), so
  -- two batches, or a batch and any posting, never wait on each other in a circle.
  PERFORM 1 FROM "wallet_accounts" a
    JOIN (SELECT DISTINCT (c->'p'->>'playerId')::uuid AS player_id, c->'p'->>'currency' AS currency
      FROM jsonb_array_elements(p) AS c) k ON a."player_id" = k.player_id AND a."currency" = k.currency
    ORDER BY a."id" FOR UPDATE OF a;
  FOR v_call IN SELECT value FROM jsonb_array_elements(p) LOOP
    BEGIN
      IF v_call->>'op' = 'debit' THEN
        v_answer := "game_wallet_debit"(v_call->'p');
      ELSE
        v_answer := "game_wallet_credit"(v_call->'p');
      END IF;
    EXCEPTION WHEN OTHERS THEN
      v_answer := jsonb_build_object('error', jsonb_build_object('code', SQLSTATE, 'message', SQLERRM));
    END;
    v_answers := v_answers || jsonb_build_array(v_answer);
  END LOOP;
  RETURN v_answers;
END;
$$;
