CREATE TABLE "backoffice_player_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "backoffice_player_notes_text_check" CHECK (char_length("backoffice_player_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "limit_audit" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "backoffice_player_notes" ADD CONSTRAINT "backoffice_player_notes_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backoffice_player_notes_player_idx" ON "backoffice_player_notes" USING btree ("player_id","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): a note once written stays as it was (decision 0124).
CREATE FUNCTION "player_notes_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player notes are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "backoffice_player_notes_append_only" BEFORE UPDATE OR DELETE ON "backoffice_player_notes" FOR EACH ROW EXECUTE FUNCTION "player_notes_refuse_change"();
