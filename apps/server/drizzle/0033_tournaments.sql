CREATE TABLE "tournament_entries" (
	"tournament_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"alias" text,
	"score" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	"place" integer,
	CONSTRAINT "tournament_entries_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"currency" text NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_payouts_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	CONSTRAINT "tournament_prizes_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_prizes_place_check" CHECK ("tournament_prizes"."place" >= 1),
	CONSTRAINT "tournament_prizes_amount_check" CHECK ("tournament_prizes"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_score_events" (
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"points" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_score_events_tournament_id_round_id_pk" PRIMARY KEY("tournament_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"game_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"game_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_bet_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"scoring" text NOT NULL,
	"entry" text DEFAULT 'automatic' NOT NULL,
	"entrants" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_period_check" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_scoring_check" CHECK ("tournaments"."scoring" in ('staked', 'bets', 'multiplier')),
	CONSTRAINT "tournaments_entry_check" CHECK ("tournaments"."entry" in ('automatic', 'opt_in'))
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_score_events" ADD CONSTRAINT "tournament_score_events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_rank_idx" ON "tournament_entries" USING btree ("tournament_id","score" DESC NULLS LAST,"scored_at","player_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_player_idx" ON "tournament_entries" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_payouts_player_idx" ON "tournament_payouts" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "tournaments_period_idx" ON "tournaments" USING btree ("ends_at","starts_at");