ALTER TABLE "tournament_prizes" DROP CONSTRAINT "tournament_prizes_amount_check";--> statement-breakpoint
ALTER TABLE "tournaments" DROP CONSTRAINT "tournaments_entry_check";--> statement-breakpoint
ALTER TABLE "tournament_payouts" ALTER COLUMN "ledger_transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "push_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "buy_in_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD COLUMN "kind" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD COLUMN "player_bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "kind" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD COLUMN "bonus_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "buy_in_minor" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "board_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "board_pushed_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "board_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "median_score" bigint;--> statement-breakpoint
CREATE INDEX "tournament_entries_push_idx" ON "tournament_entries" USING btree ("tournament_id") WHERE "tournament_entries"."push_pending";--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_kind_check" CHECK ("tournament_payouts"."kind" in ('cash', 'bonus'));--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_kind_check" CHECK ("tournament_prizes"."kind" in ('cash', 'bonus'));--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_amount_check" CHECK (("tournament_prizes"."kind" = 'cash' and "tournament_prizes"."amount_minor" > 0 and "tournament_prizes"."bonus_offer_id" is null) or ("tournament_prizes"."kind" = 'bonus' and "tournament_prizes"."amount_minor" >= 0 and "tournament_prizes"."bonus_offer_id" is not null and "tournament_prizes"."title" <> ''));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_buy_in_check" CHECK (("tournaments"."entry" = 'buy_in') = ("tournaments"."buy_in_minor" > 0));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_entry_check" CHECK ("tournaments"."entry" in ('automatic', 'opt_in', 'buy_in'));