CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"method" text NOT NULL,
	"status" text NOT NULL,
	"invoice_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'VES' NOT NULL,
	"payer_id" text NOT NULL,
	"payer_phone_masked" text NOT NULL,
	"payer_phone_sealed" text,
	"bank_code" integer NOT NULL,
	"payment_reference" text,
	"authorization_code" text,
	"trx_date" date NOT NULL,
	"bank_transaction_id" text,
	"outcome_code" text,
	"message" text,
	"pre_registration_id" bigint,
	"created_by" bigint,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method_ck" CHECK ("payments"."method" in ('c2p', 'mobile')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending', 'approved', 'failed')),
	CONSTRAINT "payments_approved_ck" CHECK ("payments"."status" <> 'approved' or "payments"."payment_reference" is not null),
	CONSTRAINT "payments_sealed_ck" CHECK ("payments"."status" = 'pending' or "payments"."payer_phone_sealed" is null)
);
--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD COLUMN "payment_id" bigint;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pre_registration_id_pre_registrations_id_fk" FOREIGN KEY ("pre_registration_id") REFERENCES "public"."pre_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_uq" ON "payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("bank_code","payment_reference") WHERE "payments"."payment_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_request_uq" ON "payments" USING btree ("pre_registration_id") WHERE "payments"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_trx_date_idx" ON "payments" USING btree ("trx_date","id");--> statement-breakpoint
CREATE INDEX "payments_created_by_idx" ON "payments" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_payment_uq" ON "certificates" USING btree ("payment_id") WHERE "certificates"."payment_id" is not null;