-- The functions this migration defined (game_wallet_batch) now live, each in one file, in apps/server/sql/functions/,
-- applied after the migrations at every start (docs/decisions/0058).
SELECT 1;
