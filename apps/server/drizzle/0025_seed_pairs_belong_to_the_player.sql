-- Decision 0056: a seed pair belongs to the player and the game (or, for a guest, to the demo table) rather
-- than to one launch. Pairs made before belong to the launch that made them, as they did.
ALTER TABLE "house_seed_pairs" ADD COLUMN "owner" text;--> statement-breakpoint
UPDATE "house_seed_pairs" SET "owner" = 'table:' || "session_key";--> statement-breakpoint
ALTER TABLE "house_seed_pairs" ALTER COLUMN "owner" SET NOT NULL;--> statement-breakpoint
DROP INDEX "house_seed_pairs_active_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "house_seed_pairs_active_idx" ON "house_seed_pairs" USING btree ("owner") WHERE "house_seed_pairs"."revealed_at" is null;
