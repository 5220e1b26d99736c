DROP INDEX IF EXISTS "games_name_search_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_prefixes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "games_search_prefixes_idx" ON "games" USING gin ("search_prefixes") WITH (fastupdate=false);--> statement-breakpoint
-- Games already in the catalogue get their prefixes now; the next catalogue seed rewrites them the same way.
UPDATE "games" SET "search_prefixes" = coalesce((SELECT array_agg(DISTINCT substr(w, 1, n)) FROM regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w, generate_series(1, least(length(w), 20)) AS n WHERE w <> ''), '{}'::text[]);
