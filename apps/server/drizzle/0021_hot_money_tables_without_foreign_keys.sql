ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_provider_id_game_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_session_id_game_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "game_transactions" DROP CONSTRAINT "game_transactions_provider_id_game_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "game_transactions" DROP CONSTRAINT "game_transactions_round_id_game_rounds_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "game_rounds_winners_idx";--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "settles_win" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "game_transactions_wins_idx" ON "game_transactions" USING btree ("created_at","round_id") WHERE "game_transactions"."settles_win";--> statement-breakpoint
-- Hand-written from here on. Rounds that paid out before this migration stay in the winners feed.
UPDATE "game_transactions" t SET "settles_win" = true FROM "game_rounds" r
  WHERE t."kind" = 'credit' AND r."id" = t."round_id" AND r."win_minor" > 0 AND r."settled_at" = t."created_at";--> statement-breakpoint
-- Decision 0044 (drizzle-kit models neither triggers nor storage parameters). What the foreign
-- keys above guaranteed, without locking the one provider, game and house ledger account that every bet
-- points at: the rows money rows point at are never deleted. A game leaves the catalogue by being hidden.
CREATE FUNCTION "refuse_delete_referenced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money rows point at %: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "game_providers_kept" BEFORE DELETE ON "game_providers" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_providers_no_truncate" BEFORE TRUNCATE ON "game_providers" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "games_kept" BEFORE DELETE ON "games" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "games_no_truncate" BEFORE TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_sessions_kept" BEFORE DELETE ON "game_sessions" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_sessions_no_truncate" BEFORE TRUNCATE ON "game_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_rounds_kept" BEFORE DELETE ON "game_rounds" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "game_rounds_no_truncate" BEFORE TRUNCATE ON "game_rounds" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_kept" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_delete_referenced"();--> statement-breakpoint
-- Room on each page for the settlement's update of a round inserted moments before: with no indexed column
-- changed, it is then a HOT update that writes no index entry.
ALTER TABLE "game_rounds" SET (fillfactor = 90);

-- The functions this migration defined (game_wallet_credit) now live, each in one file, in apps/server/sql/functions/,
-- applied after the migrations at every start (docs/decisions/0058).
