CREATE TABLE "outbox_dead_letters" (
	"subscriber" text NOT NULL,
	"event_id" bigint NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_dead_letters_subscriber_event_id_pk" PRIMARY KEY("subscriber","event_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_cursors" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_cursors" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_cursors" ADD COLUMN "last_error" text;