ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_amounts_check";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "player_bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_stake_minor" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "bonus_amount_minor" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "wager_minor" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "active_bonus_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "held_minor" numeric(38, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "game_rounds_player_bonus_idx" ON "game_rounds" USING btree ("player_bonus_id") WHERE "game_rounds"."player_bonus_id" is not null;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."stake_minor" >= 0 and "game_rounds"."win_minor" >= 0 and "game_rounds"."bonus_stake_minor" between 0 and "game_rounds"."stake_minor");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_held_check" CHECK ("wallet_accounts"."held_minor" >= 0);