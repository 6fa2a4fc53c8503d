CREATE TABLE "certificate_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"state" text NOT NULL,
	"initial_number" bigint NOT NULL,
	"final_number" bigint NOT NULL,
	"number_tp" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_lots_range_ck" CHECK ("certificate_lots"."initial_number" >= 1 and "certificate_lots"."initial_number" <= "certificate_lots"."final_number")
);
--> statement-breakpoint
CREATE TABLE "certificate_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"certificate_id" bigint NOT NULL,
	"status" boolean NOT NULL,
	"reason" text NOT NULL,
	"account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"state" text NOT NULL,
	"sectional" text,
	"place" text NOT NULL,
	"expedition_date" date NOT NULL,
	"due_date" date NOT NULL,
	"dni" text NOT NULL,
	"nationality" text NOT NULL,
	"names" text NOT NULL,
	"last_names" text NOT NULL,
	"birth_date" date NOT NULL,
	"state_origin" text,
	"occupation" text,
	"grade" text NOT NULL,
	"type" text NOT NULL,
	"type_special" text,
	"observations" text,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"glasses" boolean,
	"blood_type" text,
	"school_number_id" bigint NOT NULL,
	"name_doctor" text NOT NULL,
	"dni_doctor" text NOT NULL,
	"updated_by_school_number_id" bigint,
	"status" boolean DEFAULT true NOT NULL,
	"reason" text,
	"payment_id" bigint,
	"operative_id" bigint,
	"pre_registration_id" bigint,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_dates_ck" CHECK ("certificates"."due_date" > "certificates"."expedition_date"),
	CONSTRAINT "certificates_special_ck" CHECK (("certificates"."type" = 'Especial') = ("certificates"."type_special" is not null and "certificates"."observations" is not null and cardinality("certificates"."rules") > 0))
);
--> statement-breakpoint
ALTER TABLE "certificate_lots" ADD CONSTRAINT "certificate_lots_state_states_code_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_lots" ADD CONSTRAINT "certificate_lots_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_status_changes" ADD CONSTRAINT "certificate_status_changes_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_status_changes" ADD CONSTRAINT "certificate_status_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_lot_id_certificate_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."certificate_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_state_states_code_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_state_origin_states_code_fk" FOREIGN KEY ("state_origin") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_grade_licence_grades_code_fk" FOREIGN KEY ("grade") REFERENCES "public"."licence_grades"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_type_certificate_types_code_fk" FOREIGN KEY ("type") REFERENCES "public"."certificate_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_blood_type_blood_types_code_fk" FOREIGN KEY ("blood_type") REFERENCES "public"."blood_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_school_number_id_school_numbers_id_fk" FOREIGN KEY ("school_number_id") REFERENCES "public"."school_numbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_updated_by_school_number_id_school_numbers_id_fk" FOREIGN KEY ("updated_by_school_number_id") REFERENCES "public"."school_numbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_lots_initial_idx" ON "certificate_lots" USING btree ("initial_number");--> statement-breakpoint
CREATE INDEX "certificate_lots_state_idx" ON "certificate_lots" USING btree ("state","initial_number");--> statement-breakpoint
CREATE INDEX "certificate_status_changes_certificate_idx" ON "certificate_status_changes" USING btree ("certificate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_uq" ON "certificates" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "certificates_dni_idx" ON "certificates" USING btree ("dni","nationality");--> statement-breakpoint
CREATE INDEX "certificates_created_idx" ON "certificates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "certificates_state_created_idx" ON "certificates" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "certificates_state_expedition_idx" ON "certificates" USING btree ("state","expedition_date","id");--> statement-breakpoint
CREATE INDEX "certificates_expedition_idx" ON "certificates" USING btree ("expedition_date","id");--> statement-breakpoint
CREATE INDEX "certificates_lot_idx" ON "certificates" USING btree ("lot_id","serial");--> statement-breakpoint
CREATE INDEX "certificates_school_number_idx" ON "certificates" USING btree ("school_number_id","created_at");--> statement-breakpoint
ALTER TABLE "certificate_lots" ADD CONSTRAINT "certificate_lots_no_overlap" EXCLUDE USING gist (int8range("initial_number", "final_number", '[]') WITH &&);
