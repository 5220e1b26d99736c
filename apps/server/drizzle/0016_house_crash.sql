CREATE TABLE "house_crash_chains" (
	"id" integer PRIMARY KEY NOT NULL,
	"terminal_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_crash_rounds" (
	"chain_id" integer NOT NULL,
	"number" integer NOT NULL,
	"crash_point" integer NOT NULL,
	"betting_starts_at" timestamp with time zone NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"crashes_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_crash_rounds_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ALTER COLUMN "seed_pair_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "house_crash_rounds" ADD CONSTRAINT "house_crash_rounds_chain_id_house_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."house_crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_crash_rounds_open_idx" ON "house_crash_rounds" USING btree ("crashes_at") WHERE "house_crash_rounds"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "house_rounds_crash_idx" ON "house_rounds" USING btree ("nonce") WHERE "house_rounds"."seed_pair_id" is null;