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
