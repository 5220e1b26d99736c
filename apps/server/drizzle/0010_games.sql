CREATE TABLE "game_collection_items" (
	"collection_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_collection_items_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_favorites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_plays_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"launch_url" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_round_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"stake_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"win_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"balance_before_minor" numeric(38, 0) NOT NULL,
	"balance_after_minor" numeric(38, 0) NOT NULL,
	"player_alias" text,
	"started_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" between 1 and 5),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."stake_minor" >= 0 and "game_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"player_id" uuid,
	"player_session_id" uuid,
	"currency" text,
	"player_alias" text,
	"platform" integer NOT NULL,
	"country" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_mode_check" CHECK (("game_sessions"."mode" = 'real' and "game_sessions"."player_id" is not null and "game_sessions"."currency" is not null) or "game_sessions"."mode" = 'demo')
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"round_id" uuid,
	"player_id" uuid,
	"currency" text,
	"amount_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"reference_transaction_id" text,
	"ledger_transaction_id" uuid,
	"response" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"type" text NOT NULL,
	"theme" text,
	"rtp" numeric(5, 2),
	"volatility" text,
	"has_demo" boolean DEFAULT false NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"platforms" integer[] DEFAULT '{1,2}'::integer[] NOT NULL,
	"restricted_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"artwork" jsonb,
	"bet_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_rtp_check" CHECK ("games"."rtp" is null or ("games"."rtp" > 0 and "games"."rtp" <= 100))
);
--> statement-breakpoint
ALTER TABLE "game_collection_items" ADD CONSTRAINT "game_collection_items_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_items" ADD CONSTRAINT "game_collection_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_collection_items_game_idx" ON "game_collection_items" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_collections_identity_idx" ON "game_collections" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "game_favorites_recent_idx" ON "game_favorites" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_plays_recent_idx" ON "game_plays" USING btree ("player_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_identity_idx" ON "game_providers" USING btree ("identity");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_idx" ON "game_rounds" USING btree ("provider_id","provider_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_game_idx" ON "game_rounds" USING btree ("player_id","game_id","started_at");--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "game_rounds_winners_idx" ON "game_rounds" USING btree ("settled_at") WHERE "game_rounds"."win_minor" > 0 and "game_rounds"."settled_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_idx" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_tx_idx" ON "game_transactions" USING btree ("provider_id","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "game_transactions_usage_idx" ON "game_transactions" USING btree ("player_id","currency","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_identity_idx" ON "games" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "games_visible_order_idx" ON "games" USING btree ("position","name") WHERE "games"."is_hidden" = false;--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id","position","name");--> statement-breakpoint
CREATE INDEX "games_name_search_idx" ON "games" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "games_tags_idx" ON "games" USING gin ("tags");