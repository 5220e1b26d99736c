CREATE TABLE "messenger_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"segment_id" integer,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fan_out_after" uuid,
	"recipients" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "messenger_broadcasts_key_idx" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "messenger_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_key" text NOT NULL,
	"broadcast_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_messages_source_idx" ON "messenger_messages" USING btree ("player_id","source_key");--> statement-breakpoint
CREATE INDEX "messenger_messages_player_idx" ON "messenger_messages" USING btree ("player_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messenger_messages_unread_idx" ON "messenger_messages" USING btree ("player_id") WHERE "messenger_messages"."read_at" is null;