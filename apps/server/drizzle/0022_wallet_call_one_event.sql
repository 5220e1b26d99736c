-- Hand-written (decisions 0047, 0048): one outbox event per seamless-wallet call instead of two. A debit's
-- game.bet.placed, and the game.round.settled of a credit that ends a round and pays, carry the player's
-- account as wallet.account.changed words it; ledger_post, told so (announce false), then writes no
-- wallet.account.changed of its own and answers the accounts' views. Every other posting, and a credit that
-- pays within a round, announces as before. Arguments, answers, rows and SQLSTATEs are otherwise those of
-- 0018 and 0021.

-- The functions this migration defined (ledger_post, game_wallet_debit, game_winner, game_wallet_credit) now live, each in one file, in apps/server/sql/functions/,
-- applied after the migrations at every start (docs/decisions/0058).
SELECT 1;
