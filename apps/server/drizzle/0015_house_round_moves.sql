ALTER TABLE "house_rounds" ADD COLUMN "extra_stakes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "pending_move" jsonb;