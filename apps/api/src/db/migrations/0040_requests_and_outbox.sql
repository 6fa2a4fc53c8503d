-- Decision 0051: a repeated request of the public reaches the open one only with a code e-mailed
-- to that request's address (kept hashed, tried a few times, short-lived); and a one-time code's
-- text is not kept in the outbox once sent, including the codes already sent.
CREATE TABLE "pre_registration_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pre_registration_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pre_registration_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "pre_registration_codes" ADD CONSTRAINT "pre_registration_codes_pre_registration_id_pre_registrations_id_fk" FOREIGN KEY ("pre_registration_id") REFERENCES "public"."pre_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_registration_codes_request_idx" ON "pre_registration_codes" USING btree ("pre_registration_id","created_at");--> statement-breakpoint
UPDATE "email_outbox" SET "text_body" = '', "html_body" = '' WHERE "priority" = 0 AND "status" <> 'pending';
