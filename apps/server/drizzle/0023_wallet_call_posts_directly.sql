-- Hand-written (decision 0049): the seamless wallet's debit and credit write their stake and win postings
-- themselves, in the statements that already touch the account, instead of calling ledger_post with a
-- jsonb of legs. A debit is one UPDATE of the account that checks, moves and words it (the bet's checks in
-- its WHERE; only a refused bet reads the account again to say why), then the round, the provider's
-- transaction, the ledger transaction, its two entries and the event. The ledger's rules stay where the
-- database enforces them for every writer: balances never below zero (CHECK), entries that sum to zero
-- (deferred trigger), nothing changed or deleted (triggers). The account's API view is worded once, by
-- wallet_account_view, for ledger_post and these functions. Arguments, answers, rows, events and SQLSTATEs
-- are those of 0022.

-- The functions this migration defined (wallet_account_view, ledger_post, player_may_bet, player_limits_in_force, game_wallet_debit, game_wallet_credit) now live, each in one file, in apps/server/sql/functions/,
-- applied after the migrations at every start (docs/decisions/0058).
SELECT 1;
