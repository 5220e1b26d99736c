CREATE TABLE "communications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"subunit_to_unit" bigint NOT NULL,
	"type" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"rate" numeric NOT NULL,
	"sub_currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_type_check" CHECK ("currencies"."type" in ('fiat', 'crypto')),
	CONSTRAINT "currencies_subunit_check" CHECK ("currencies"."subunit_to_unit" > 0),
	CONSTRAINT "currencies_rate_check" CHECK ("currencies"."rate" > 0)
);
--> statement-breakpoint
CREATE INDEX "communications_email_idx" ON "communications" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_single_base_idx" ON "currencies" USING btree ("is_base") WHERE "currencies"."is_base";