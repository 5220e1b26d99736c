CREATE TABLE "loyalty_accounts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"points_x100" bigint DEFAULT 0 NOT NULL,
	"level_order" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_category_weights" (
	"category" text PRIMARY KEY NOT NULL,
	"weight" numeric(6, 2) NOT NULL,
	CONSTRAINT "loyalty_category_weights_check" CHECK ("loyalty_category_weights"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"points_x100" bigint NOT NULL,
	"cashback_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"level_up_bonus_minor" bigint DEFAULT 0 NOT NULL,
	"birthday_bonus_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_levels_points_check" CHECK ("loyalty_levels"."points_x100" >= 0),
	CONSTRAINT "loyalty_levels_cashback_check" CHECK ("loyalty_levels"."cashback_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"source" text NOT NULL,
	"event_id" bigint NOT NULL,
	"points_x100" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_order_idx" ON "loyalty_levels" USING btree ("order");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_points_idx" ON "loyalty_levels" USING btree ("points_x100");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_entries_source_idx" ON "loyalty_point_entries" USING btree ("source");--> statement-breakpoint
CREATE INDEX "loyalty_point_entries_player_idx" ON "loyalty_point_entries" USING btree ("player_id","created_at");