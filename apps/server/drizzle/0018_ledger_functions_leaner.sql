-- Hand-written (decision 0040): the same functions as 0017, in fewer statements. Inside a PL/pgSQL function
-- every SQL statement pays executor start-up and shutdown, and that, not the work itself, was most of a
-- round's database time. Nothing a caller sees changes: arguments, answers, rows, events and SQLSTATEs are
-- those of 0017.

-- The functions this migration defined (minor_to_major, ledger_post, game_wallet_debit) now live, each in one file, in apps/server/sql/functions/,
-- applied after the migrations at every start (docs/decisions/0058).
SELECT 1;
