ALTER TABLE "push_subscriptions" ALTER COLUMN "p256dh" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "auth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "provider" text DEFAULT 'webpush' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_provider" CHECK ("push_subscriptions"."provider" in ('webpush', 'onesignal'));--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_keys" CHECK (("push_subscriptions"."provider" = 'webpush') = ("push_subscriptions"."p256dh" is not null and "push_subscriptions"."auth" is not null));