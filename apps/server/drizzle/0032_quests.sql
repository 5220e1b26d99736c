CREATE TABLE "player_quest_tasks" (
	"player_quest_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_quest_tasks_player_quest_id_task_id_pk" PRIMARY KEY("player_quest_id","task_id"),
	CONSTRAINT "player_quest_tasks_progress_check" CHECK ("player_quest_tasks"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"state" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"reward_transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_quests_state_check" CHECK ("player_quests"."state" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "quest_progress_claims" (
	"player_quest_id" uuid NOT NULL,
	"source" text NOT NULL,
	"event_id" bigint NOT NULL,
	CONSTRAINT "quest_progress_claims_player_quest_id_source_pk" PRIMARY KEY("player_quest_id","source")
);
--> statement-breakpoint
CREATE TABLE "quest_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" bigint NOT NULL,
	"multiplier" integer,
	CONSTRAINT "quest_tasks_kind_check" CHECK ("quest_tasks"."kind" in ('bets', 'wager', 'win_multiplier', 'deposits', 'games', 'login_days')),
	CONSTRAINT "quest_tasks_quantity_check" CHECK ("quest_tasks"."quantity" > 0),
	CONSTRAINT "quest_tasks_multiplier_check" CHECK (("quest_tasks"."kind" = 'win_multiplier') = ("quest_tasks"."multiplier" is not null and "quest_tasks"."multiplier" > 0))
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"names" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"reward_minor" bigint NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_period_check" CHECK ("quests"."ends_at" > "quests"."starts_at"),
	CONSTRAINT "quests_reward_check" CHECK ("quests"."reward_minor" >= 0),
	CONSTRAINT "quests_names_check" CHECK (jsonb_typeof("quests"."names"->'en') = 'string')
);
--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_player_quest_id_player_quests_id_fk" FOREIGN KEY ("player_quest_id") REFERENCES "public"."player_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_task_id_quest_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."quest_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_progress_claims" ADD CONSTRAINT "quest_progress_claims_player_quest_id_player_quests_id_fk" FOREIGN KEY ("player_quest_id") REFERENCES "public"."player_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_tasks" ADD CONSTRAINT "quest_tasks_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_quests_quest_player_idx" ON "player_quests" USING btree ("quest_id","player_id");--> statement-breakpoint
CREATE INDEX "player_quests_player_idx" ON "player_quests" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_tasks_position_idx" ON "quest_tasks" USING btree ("quest_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_seed_key_idx" ON "quests" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "quests_period_idx" ON "quests" USING btree ("ends_at","starts_at");