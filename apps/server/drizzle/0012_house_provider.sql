CREATE TABLE "house_demo_wallets" (
	"session_key" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" numeric(38, 0) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_demo_wallets_balance_check" CHECK ("house_demo_wallets"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_key" text NOT NULL,
	"session_token" text,
	"mode" text NOT NULL,
	"provider" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" numeric(38, 0) NOT NULL,
	"win_minor" numeric(38, 0) NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_rounds_amounts_check" CHECK ("house_rounds"."stake_minor" > 0 and "house_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_seed_pairs_nonce_check" CHECK ("house_seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_pair_id_house_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."house_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_rounds_session_idx" ON "house_rounds" USING btree ("session_key","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_open_idx" ON "house_rounds" USING btree ("updated_at") WHERE "house_rounds"."status" in ('debit_pending', 'debited');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seed_pairs_active_idx" ON "house_seed_pairs" USING btree ("session_key") WHERE "house_seed_pairs"."revealed_at" is null;