CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" bigserial NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"status" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"method_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"auto_withdrawal" boolean DEFAULT false NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"status_result" text,
	"decided_by" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_start" jsonb,
	"redirect_success_url" text,
	"redirect_error_url" text,
	"redirect_url" text,
	"bonus_id" text,
	"is_bonus_decline" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_invoices_type_check" CHECK ("payment_invoices"."type" in (1, 2)),
	CONSTRAINT "payment_invoices_status_check" CHECK ("payment_invoices"."status" in (1, 2, 3, 4)),
	CONSTRAINT "payment_invoices_amount_check" CHECK ("payment_invoices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"wallet_account_id" uuid,
	"bucket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_shape_check" CHECK (("ledger_accounts"."code" = 'player' and "ledger_accounts"."wallet_account_id" is not null and "ledger_accounts"."bucket" is not null)
        or ("ledger_accounts"."code" <> 'player' and "ledger_accounts"."wallet_account_id" is null and "ledger_accounts"."bucket" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero_check" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"real_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"locked_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"bonus_minor" numeric(38, 0) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_real_check" CHECK ("wallet_accounts"."real_minor" >= 0),
	CONSTRAINT "wallet_accounts_locked_check" CHECK ("wallet_accounts"."locked_minor" >= 0),
	CONSTRAINT "wallet_accounts_bonus_check" CHECK ("wallet_accounts"."bonus_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_invoices_player_idx" ON "payment_invoices" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_usage_idx" ON "payment_invoices" USING btree ("player_id","currency","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_number_idx" ON "payment_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_idempotency_idx" ON "payment_invoices" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_bucket_idx" ON "ledger_accounts" USING btree ("wallet_account_id","bucket") WHERE "ledger_accounts"."wallet_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_idx" ON "ledger_accounts" USING btree ("code","currency") WHERE "ledger_accounts"."wallet_account_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("ledger_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_ref_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_player_currency_idx" ON "wallet_accounts" USING btree ("player_id","currency");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the ledger is append-only and always balanced.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id"
    GROUP BY "currency" HAVING sum("amount_minor") <> 0
  ) THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW."transaction_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();
