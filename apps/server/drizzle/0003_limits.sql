CREATE TABLE "limit_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"limit_id" uuid,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition" integer NOT NULL,
	"period" text,
	"currency" text,
	"amount_minor" numeric(38, 0),
	"expires_at" timestamp with time zone,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_period" text,
	"pending_amount_minor" numeric(38, 0),
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "player_limits_definition_check" CHECK ("player_limits"."definition" between 1 and 5),
	CONSTRAINT "player_limits_shape_check" CHECK (("player_limits"."definition" in (1, 2, 3) and "player_limits"."period" is not null and "player_limits"."currency" is not null and "player_limits"."amount_minor" > 0)
        or ("player_limits"."definition" in (4, 5) and "player_limits"."period" is null and "player_limits"."currency" is null and "player_limits"."amount_minor" is null))
);
--> statement-breakpoint
CREATE TABLE "reality_check_acknowledgements" (
	"player_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reality_check_acknowledgements_player_id_session_id_pk" PRIMARY KEY("player_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "reality_check_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"interval_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_audit_player_idx" ON "limit_audit" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_limits_player_idx" ON "player_limits" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_money_unique_idx" ON "player_limits" USING btree ("player_id","definition","period","currency") WHERE "player_limits"."removed_at" is null and "player_limits"."definition" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "player_limits_blocks_idx" ON "player_limits" USING btree ("player_id","definition") WHERE "player_limits"."removed_at" is null and "player_limits"."definition" in (4, 5);