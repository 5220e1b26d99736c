CREATE TABLE "tournament_score_buckets" (
	"tournament_id" uuid NOT NULL,
	"floor" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "tournament_score_buckets_tournament_id_floor_pk" PRIMARY KEY("tournament_id","floor"),
	CONSTRAINT "tournament_score_buckets_entries_check" CHECK ("tournament_score_buckets"."entries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_score_buckets" ADD CONSTRAINT "tournament_score_buckets_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "median_score";--> statement-breakpoint
-- Hand-written (drizzle-kit does not model functions): the bucket of a score, its two leading decimal digits
-- (decision 0114). Every statement that writes or reads tournament_score_buckets computes it here, so the counts and
-- the reads agree; a new definition needs a migration that recounts the buckets.
CREATE FUNCTION "tournament_score_bucket"("score" bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "score" < 100 THEN "score"
    ELSE "score" - "score" % power(10::numeric, length("score"::text) - 2)::bigint END
$$;--> statement-breakpoint
-- The tournaments still running count their entries now; completed ones read their frozen places.
INSERT INTO "tournament_score_buckets" ("tournament_id", "floor", "entries")
  SELECT e."tournament_id", "tournament_score_bucket"(e."score"), count(*)::int
  FROM "tournament_entries" e JOIN "tournaments" t ON t."id" = e."tournament_id"
  WHERE t."completed_at" IS NULL
  GROUP BY 1, 2;
