CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"player_read_seq" bigint DEFAULT 0 NOT NULL,
	"agent_read_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_id" uuid,
	"agent_name" text,
	"body" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"fallback_at" timestamp (3) with time zone,
	CONSTRAINT "support_messages_body_check" CHECK (char_length("support_messages"."body") between 1 and 2000),
	CONSTRAINT "support_messages_author_check" CHECK (("support_messages"."author" = 'agent') = ("support_messages"."staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_one_open_idx" ON "support_conversations" USING btree ("player_id") WHERE "support_conversations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "support_conversations_player_idx" ON "support_conversations" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "support_conversations_list_idx" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_seq_idx" ON "support_messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_idempotency_idx" ON "support_messages" USING btree ("player_id","idempotency_key") WHERE "support_messages"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "support_messages_unmailed_idx" ON "support_messages" USING btree ("created_at") WHERE "support_messages"."author" = 'agent' and "support_messages"."fallback_at" is null;