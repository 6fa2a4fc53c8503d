CREATE TABLE "commissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"commission_dollar_general" numeric(12, 2) NOT NULL,
	"dollar_price" numeric(18, 4),
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_amount_ck" CHECK ("commissions"."commission_dollar_general" > 0),
	CONSTRAINT "commissions_price_ck" CHECK ("commissions"."dollar_price" is null or "commissions"."dollar_price" > 0),
	CONSTRAINT "commissions_status_ck" CHECK ("commissions"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rate" numeric(18, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_ck" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_one_active_uq" ON "commissions" USING btree ("status") WHERE "commissions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "commissions_created_idx" ON "commissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_source_date_uq" ON "exchange_rates" USING btree ("source","rate_date");--> statement-breakpoint
CREATE INDEX "exchange_rates_newest_idx" ON "exchange_rates" USING btree ("rate_date","fetched_at");