CREATE TABLE "captcha_solutions" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_registrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pre_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dni" text NOT NULL,
	"nationality" text NOT NULL,
	"names" text NOT NULL,
	"last_names" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"date_birth" date NOT NULL,
	"state" text NOT NULL,
	"municipality" integer NOT NULL,
	"grades" text[] NOT NULL,
	"type" text NOT NULL,
	"certificate_id" bigint,
	"served_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_state_states_code_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_municipality_municipalities_id_fk" FOREIGN KEY ("municipality") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_type_certificate_types_code_fk" FOREIGN KEY ("type") REFERENCES "public"."certificate_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_open_uq" ON "pre_registrations" USING btree ("nationality","dni","type") WHERE "pre_registrations"."certificate_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_certificate_uq" ON "pre_registrations" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "pre_registrations_created_idx" ON "pre_registrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pre_registrations_state_created_idx" ON "pre_registrations" USING btree ("state","municipality","created_at","id");--> statement-breakpoint
CREATE INDEX "pre_registrations_dni_idx" ON "pre_registrations" USING btree ("dni");--> statement-breakpoint
CREATE INDEX "pre_registrations_email_idx" ON "pre_registrations" USING btree (lower("email"));