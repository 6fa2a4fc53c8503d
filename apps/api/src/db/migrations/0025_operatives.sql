CREATE TABLE "operatives" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doctor_account_id" bigint NOT NULL,
	"school_number_id" bigint NOT NULL,
	"state" text NOT NULL,
	"municipality" integer NOT NULL,
	"address_description" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"price_dollars" numeric(12, 2) NOT NULL,
	"dollar_price" numeric(14, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"total_users" integer DEFAULT 0 NOT NULL,
	"total" numeric(16, 2),
	"certificates" integer,
	"observation" text,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operatives_dates_ck" CHECK ("operatives"."end_date" >= "operatives"."start_date")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "operative_id" bigint;--> statement-breakpoint
ALTER TABLE "operatives" ADD CONSTRAINT "operatives_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatives" ADD CONSTRAINT "operatives_school_number_id_school_numbers_id_fk" FOREIGN KEY ("school_number_id") REFERENCES "public"."school_numbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatives" ADD CONSTRAINT "operatives_state_states_code_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatives" ADD CONSTRAINT "operatives_municipality_municipalities_id_fk" FOREIGN KEY ("municipality") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operatives_doctor_start_idx" ON "operatives" USING btree ("doctor_account_id","start_date","id");--> statement-breakpoint
CREATE INDEX "operatives_start_idx" ON "operatives" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "operatives_created_idx" ON "operatives" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operatives_state_start_idx" ON "operatives" USING btree ("state","start_date","id");--> statement-breakpoint
CREATE INDEX "operatives_status_start_idx" ON "operatives" USING btree ("status","start_date","id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_operative_id_operatives_id_fk" FOREIGN KEY ("operative_id") REFERENCES "public"."operatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_operative_id_operatives_id_fk" FOREIGN KEY ("operative_id") REFERENCES "public"."operatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_operative_idx" ON "certificates" USING btree ("operative_id","created_at") WHERE "certificates"."operative_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_operative_idx" ON "payments" USING btree ("operative_id","created_at") WHERE "payments"."operative_id" is not null;--> statement-breakpoint
-- A doctor's live operatives (Pending, In progress, Rescheduled) never share a day: two requests
-- creating or rescheduling at once cannot both win (OPERATIVE_ALREADY_EXISTS_FOR_DATE).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "operatives" ADD CONSTRAINT "operatives_one_live_per_doctor_day"
  EXCLUDE USING gist ("doctor_account_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('Pending', 'InProgress', 'Rescheduled'));
--> statement-breakpoint
ALTER TABLE "operatives" ADD CONSTRAINT "operatives_status_ck"
  CHECK ("status" IN ('Pending', 'InProgress', 'Executed', 'Cancelled', 'Rescheduled'));
--> statement-breakpoint
ALTER TABLE "operatives" ADD CONSTRAINT "operatives_cancel_reason_ck"
  CHECK ("status" <> 'Cancelled' OR "observation" IS NOT NULL);
