-- A wallet account as the API shows it (wallet/service.ts view): major units as JSON numbers.
CREATE OR REPLACE FUNCTION "wallet_account_view"(a "wallet_accounts", p_subunit numeric) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', a."id", 'currency', a."currency",
    'balance', "minor_to_major"(a."real_minor", p_subunit),
    'lockedBalance', "minor_to_major"(a."locked_minor", p_subunit),
    'bonusBalance', "minor_to_major"(a."bonus_minor", p_subunit),
    'withdrawalBalance', "minor_to_major"(a."real_minor", p_subunit),
    'status', a."status");
$$;
