-- Bonus and package names per locale (decision 0087): the English text each row had becomes the default.
ALTER TABLE "bonus_packages" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "names" jsonb;--> statement-breakpoint
UPDATE "bonus_packages" SET "names" = jsonb_build_object('en', "name");--> statement-breakpoint
UPDATE "bonuses" SET "names" = jsonb_build_object('en', "name");--> statement-breakpoint
ALTER TABLE "bonus_packages" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ALTER COLUMN "names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_packages" ADD CONSTRAINT "bonus_packages_names_check" CHECK (coalesce(jsonb_typeof("bonus_packages"."names"->'en'), '') = 'string');--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_names_check" CHECK (coalesce(jsonb_typeof("bonuses"."names"->'en'), '') = 'string');--> statement-breakpoint
ALTER TABLE "bonus_packages" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "bonuses" DROP COLUMN "name";
--> statement-breakpoint
-- The round history lists free spins by player (decision 0088).
CREATE INDEX "game_free_rounds_player_idx" ON "game_free_rounds" USING btree ("player_id","created_at");