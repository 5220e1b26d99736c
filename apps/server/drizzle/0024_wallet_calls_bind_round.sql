-- Hand-written (decision 0050): every seamless-wallet call is bound to its round's player, game and currency
-- (issue 19). A credit matched its round on the player only, so a credit sent with the player's launch in
-- another currency paid that currency and settled the round of the first. Now a credit's round must be of
-- the launch's player, game and currency, and a debit into a round already open must be too; either is
-- refused with CR002 (round_mismatch), which undoes the call, the account's move included. The checks read
-- columns of the round row each function already locks: no lookup is added. game_wallet_batch calls these
-- two, so its calls are bound alike. Otherwise the bodies are those of 0023.

-- The functions this migration defined (game_wallet_debit, game_wallet_credit) now live, each in one file, in apps/server/sql/functions/,
-- applied after the migrations at every start (docs/decisions/0058).
SELECT 1;
