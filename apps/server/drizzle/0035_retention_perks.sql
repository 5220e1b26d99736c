-- Quest rewards as a bonus offer, and the expiry push once per run (decision 0103).
ALTER TABLE "player_quests" ADD COLUMN "expiry_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "reward_offer_id" uuid;--> statement-breakpoint
CREATE INDEX "player_quests_unannounced_idx" ON "player_quests" USING btree ("quest_id") WHERE "player_quests"."state" = 2 and "player_quests"."expiry_announced_at" is null;--> statement-breakpoint
-- Loyalty level names per locale (decision 0104): the English text each row had becomes the default.
ALTER TABLE "loyalty_levels" ADD COLUMN "names" jsonb;--> statement-breakpoint
UPDATE "loyalty_levels" SET "names" = jsonb_build_object('en', "name");--> statement-breakpoint
ALTER TABLE "loyalty_levels" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_levels" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_names_check" CHECK (coalesce(jsonb_typeof("loyalty_levels"."names"->'en'), '') = 'string');
