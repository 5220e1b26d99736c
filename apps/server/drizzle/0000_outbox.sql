CREATE TABLE "outbox_cursors" (
	"subscriber" text PRIMARY KEY NOT NULL,
	"last_tx_id" bigint DEFAULT 0 NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"tx_id" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"aggregate_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_events_order_idx" ON "outbox_events" USING btree ("tx_id","id");