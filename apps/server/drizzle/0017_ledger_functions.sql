-- Hand-written (decision 0039): the ledger's posting and the seamless wallet's debit and credit as database
-- functions, so that a wallet call is one round trip. Errors a caller maps to an answer carry their own
-- SQLSTATE: CR001 not enough balance (DETAIL: the wallet account), CR002 another player's or currency's
-- round, CR003 a round already over, CR004 no account in the currency, CR005 no such round, CR006 a player
-- or account that may not bet, CR007 a transaction id claimed before (the caller answers the first call).

-- The functions this migration defined (ledger_counter_account, minor_to_major, ledger_post, game_wallet_debit, game_wallet_credit) now live, each in one file, in apps/server/sql/functions/,
-- applied after the migrations at every start (docs/decisions/0058).
SELECT 1;
