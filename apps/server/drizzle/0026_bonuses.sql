CREATE TABLE "bonus_cashback_programs" (
	"currency" text PRIMARY KEY NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"period" text NOT NULL,
	"min_amount_minor" numeric(38, 0) NOT NULL,
	"max_amount_minor" numeric(38, 0),
	"wager" numeric(6, 2) DEFAULT '0' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_cashback_percentage_check" CHECK ("bonus_cashback_programs"."percentage" > 0 and "bonus_cashback_programs"."percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "bonus_code_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_player_limit" integer DEFAULT 1 NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "bonus_codes_upper_check" CHECK ("bonus_codes"."code" = upper("bonus_codes"."code")),
	CONSTRAINT "bonus_codes_usage_check" CHECK ("bonus_codes"."used_count" >= 0 and ("bonus_codes"."usage_limit" is null or "bonus_codes"."used_count" <= "bonus_codes"."usage_limit")),
	CONSTRAINT "bonus_codes_per_player_check" CHECK ("bonus_codes"."per_player_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bonus_contributions" (
	"bonus_id" uuid NOT NULL,
	"target" text NOT NULL,
	"percent" integer NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bonus_contributions_bonus_id_target_pk" PRIMARY KEY("bonus_id","target"),
	CONSTRAINT "bonus_contributions_percent_check" CHECK ("bonus_contributions"."percent" between 0 and 100),
	CONSTRAINT "bonus_contributions_target_check" CHECK ("bonus_contributions"."target" = '*' or "bonus_contributions"."target" ~ '^(type|game):.+$')
);
--> statement-breakpoint
CREATE TABLE "bonus_jurisdictions" (
	"country" text PRIMARY KEY NOT NULL,
	"wagering_cap" numeric(6, 2),
	"guests_may_see_offers" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_jurisdictions_cap_check" CHECK ("bonus_jurisdictions"."wagering_cap" is null or "bonus_jurisdictions"."wagering_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_offer_amounts" (
	"offer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_from_minor" numeric(38, 0) NOT NULL,
	CONSTRAINT "bonus_offer_amounts_offer_id_currency_pk" PRIMARY KEY("offer_id","currency"),
	CONSTRAINT "bonus_offer_amounts_check" CHECK ("bonus_offer_amounts"."amount_from_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"package_id" uuid NOT NULL,
	"trigger" integer NOT NULL,
	"invoice_number_from" integer,
	"invoice_number_to" integer,
	"base_amount_from_minor" numeric(38, 0),
	"requires_code" boolean DEFAULT false NOT NULL,
	"per_player_limit" integer,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bonus_offers_trigger_check" CHECK ("bonus_offers"."trigger" in (1, 3)),
	CONSTRAINT "bonus_offers_invoice_number_check" CHECK (("bonus_offers"."invoice_number_from" is null or "bonus_offers"."invoice_number_from" >= 1)
        and ("bonus_offers"."invoice_number_to" is null or "bonus_offers"."invoice_number_to" >= coalesce("bonus_offers"."invoice_number_from", 1))),
	CONSTRAINT "bonus_offers_per_player_check" CHECK ("bonus_offers"."per_player_limit" is null or "bonus_offers"."per_player_limit" >= 1),
	CONSTRAINT "bonus_offers_window_check" CHECK ("bonus_offers"."available_from" is null or "bonus_offers"."available_until" is null or "bonus_offers"."available_from" < "bonus_offers"."available_until")
);
--> statement-breakpoint
CREATE TABLE "bonus_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bonus_terms" (
	"bonus_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" numeric(38, 0),
	"max_amount_minor" numeric(38, 0),
	"bet_value_minor" numeric(38, 0),
	"max_bet_minor" numeric(38, 0),
	"max_conversion_minor" numeric(38, 0),
	CONSTRAINT "bonus_terms_bonus_id_currency_pk" PRIMARY KEY("bonus_id","currency"),
	CONSTRAINT "bonus_terms_positive_check" CHECK (coalesce("bonus_terms"."amount_minor", 1) > 0 and coalesce("bonus_terms"."max_amount_minor", 1) > 0
        and coalesce("bonus_terms"."bet_value_minor", 1) > 0 and coalesce("bonus_terms"."max_bet_minor", 1) > 0
        and coalesce("bonus_terms"."max_conversion_minor", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"deposit_percentage" integer,
	"free_spins_count" integer,
	"free_spins_game" text,
	"wager_casino" numeric(6, 2) DEFAULT '0' NOT NULL,
	"wager_sportsbook" numeric(6, 2) DEFAULT '0' NOT NULL,
	"wager_base" text DEFAULT 'bonus' NOT NULL,
	"base_amount_minor" numeric(38, 0),
	"base_max_amount_minor" numeric(38, 0),
	"claim_days" integer DEFAULT 7 NOT NULL,
	"active_days" integer DEFAULT 30 NOT NULL,
	"locks_deposit" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bonuses_type_check" CHECK ("bonuses"."type" in (1, 2, 3)),
	CONSTRAINT "bonuses_shape_check" CHECK (("bonuses"."type" <> 2 or "bonuses"."deposit_percentage" between 1 and 1000)
        and ("bonuses"."type" <> 3 or ("bonuses"."free_spins_count" >= 1 and "bonuses"."free_spins_game" is not null))),
	CONSTRAINT "bonuses_wager_check" CHECK ("bonuses"."wager_casino" >= 0 and "bonuses"."wager_sportsbook" >= 0),
	CONSTRAINT "bonuses_days_check" CHECK ("bonuses"."claim_days" >= 1 and "bonuses"."active_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "player_bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"code_id" uuid NOT NULL,
	"trigger" integer NOT NULL,
	"currency" text NOT NULL,
	"removed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"currency" text NOT NULL,
	"status" integer NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"deposit_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"wager_casino" numeric(6, 2) NOT NULL,
	"wager_sportsbook" numeric(6, 2) NOT NULL,
	"required_wager_casino_minor" numeric(38, 0) NOT NULL,
	"required_wager_sportsbook_minor" numeric(38, 0) NOT NULL,
	"current_wager_casino_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"current_wager_sportsbook_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"max_bet_minor" numeric(38, 0),
	"max_conversion_minor" numeric(38, 0),
	CONSTRAINT "player_bonuses_status_check" CHECK ("player_bonuses"."status" in (1, 2, 3, 4) and "player_bonuses"."result" in (1, 2, 3, 4, 5)),
	CONSTRAINT "player_bonuses_amounts_check" CHECK ("player_bonuses"."amount_minor" > 0 and "player_bonuses"."deposit_minor" >= 0 and "player_bonuses"."current_wager_casino_minor" >= 0
        and "player_bonuses"."current_wager_sportsbook_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_freespins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"currency" text NOT NULL,
	"status" integer NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer NOT NULL,
	"played_count" integer DEFAULT 0 NOT NULL,
	"game_id" uuid NOT NULL,
	"game_identity" text NOT NULL,
	"bet_value_minor" numeric(38, 0) NOT NULL,
	CONSTRAINT "player_freespins_status_check" CHECK ("player_freespins"."status" in (1, 2, 3, 4) and "player_freespins"."result" in (1, 2, 3, 4)),
	CONSTRAINT "player_freespins_count_check" CHECK ("player_freespins"."count" >= 1 and "player_freespins"."played_count" between 0 and "player_freespins"."count" and "player_freespins"."bet_value_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "receive_bonus" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_contributions" ADD CONSTRAINT "bonus_contributions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offer_amounts" ADD CONSTRAINT "bonus_offer_amounts_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_package_id_bonus_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."bonus_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_terms" ADD CONSTRAINT "bonus_terms_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_code_id_bonus_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."bonus_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_code_attempts_player_idx" ON "bonus_code_attempts" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "bonuses_offer_idx" ON "bonuses" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonus_codes_live_idx" ON "player_bonus_codes" USING btree ("player_id","trigger") WHERE "player_bonus_codes"."removed_at" is null and "player_bonus_codes"."consumed_at" is null;--> statement-breakpoint
CREATE INDEX "player_bonus_codes_code_idx" ON "player_bonus_codes" USING btree ("code_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_source_idx" ON "player_bonuses" USING btree ("source","source_ref","bonus_id");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_idx" ON "player_bonuses" USING btree ("player_id") WHERE "player_bonuses"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "player_freespins_source_idx" ON "player_freespins" USING btree ("source","source_ref","bonus_id");--> statement-breakpoint
CREATE INDEX "player_freespins_player_idx" ON "player_freespins" USING btree ("player_id","status");