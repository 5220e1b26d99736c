CREATE TABLE "player_autologin_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_social_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"player_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_login_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_autologin_tokens" ADD CONSTRAINT "player_autologin_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_social_identities" ADD CONSTRAINT "player_social_identities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_autologin_tokens_hash_idx" ON "player_autologin_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "player_autologin_tokens_player_idx" ON "player_autologin_tokens" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_social_identities_subject_idx" ON "player_social_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "player_social_identities_player_idx" ON "player_social_identities" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_states_hash_idx" ON "social_login_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "social_login_states_expiry_idx" ON "social_login_states" USING btree ("expires_at");