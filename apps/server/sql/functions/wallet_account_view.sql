-- A wallet account as the API shows it (wallet/service.ts view): major units as JSON numbers. Real money an active
-- bonus holds back (held_minor, decision 0071) is shown as locked and is not withdrawable.
CREATE OR REPLACE FUNCTION "wallet_account_view"(a "wallet_accounts", p_subunit numeric) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', a."id", 'currency', a."currency",
    'balance', "minor_to_major"(a."real_minor", p_subunit),
    'lockedBalance', "minor_to_major"(a."locked_minor" + least(a."held_minor", a."real_minor"), p_subunit),
    'bonusBalance', "minor_to_major"(a."bonus_minor", p_subunit),
    'withdrawalBalance', "minor_to_major"(greatest(a."real_minor" - a."held_minor", 0), p_subunit),
    'status', a."status");
$$;
