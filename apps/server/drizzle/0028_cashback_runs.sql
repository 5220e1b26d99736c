CREATE TABLE "bonus_cashback_runs" (
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_cashback_runs_currency_period_period_start_pk" PRIMARY KEY("currency","period","period_start")
);
