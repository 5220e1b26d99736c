ALTER TABLE "game_collections" ADD COLUMN "operator_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "operator_set_at" timestamp with time zone;