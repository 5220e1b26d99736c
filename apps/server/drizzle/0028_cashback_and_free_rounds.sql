CREATE TABLE "bonus_cashback_runs" (
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_cashback_runs_currency_period_period_start_pk" PRIMARY KEY("currency","period","period_start")
);
--> statement-breakpoint
CREATE TABLE "game_free_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"award_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"win_minor" numeric(38, 0) NOT NULL,
	"response" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_free_rounds_win_check" CHECK ("game_free_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_freespins" ADD COLUMN "win_minor" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_free_rounds_provider_tx_idx" ON "game_free_rounds" USING btree ("provider_id","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "game_free_rounds_award_idx" ON "game_free_rounds" USING btree ("award_id");