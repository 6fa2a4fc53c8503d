-- Decision 0087: the holder's e-mail of a certificate issued here (the form's, else its request's),
-- the municipality its reminder looks for field operatives in, and when it was reminded (once).
CREATE TABLE "certificate_holder_emails" (
	"certificate_id" bigint PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"municipality" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "certificate_holder_emails" ADD CONSTRAINT "certificate_holder_emails_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_holder_emails" ADD CONSTRAINT "certificate_holder_emails_municipality_municipalities_id_fk" FOREIGN KEY ("municipality") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The addresses that asked for no more reminders, by the SHA-256 of the address alone.
CREATE TABLE "reminder_stops" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- What the sender attaches at send time (e.g. `certificate-pdf:<id>`): rendered then, never stored.
ALTER TABLE "email_outbox" ADD COLUMN "attachment" text;
