-- Decision 0050: a login code belongs to the session that asked for it; open login codes of
-- before cannot be bound, so they close (the person asks for a new one).
ALTER TABLE "otp_codes" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_session_idx" ON "otp_codes" USING btree ("session_id");--> statement-breakpoint
UPDATE "otp_codes" SET "consumed_at" = now() WHERE "purpose" = 'login' AND "consumed_at" IS NULL;--> statement-breakpoint
-- Decision 0049: failed sign-ins no longer lock an account; a run of them is one notice to its
-- owner, and the run ends after a quiet hour (last_failed_login_at) or a sign-in.
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_failed_login_at" timestamp with time zone;
