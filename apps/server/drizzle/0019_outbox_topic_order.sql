DROP INDEX "outbox_events_order_idx";--> statement-breakpoint
CREATE INDEX "outbox_events_topic_order_idx" ON "outbox_events" USING btree ("topic","tx_id","id");