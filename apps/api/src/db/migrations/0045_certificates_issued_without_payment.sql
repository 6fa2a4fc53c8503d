-- Decision 0065: a certificate serving a request of the public that was never paid is issued
-- only with the doctor's reason, kept here (null when paid). Nullable without a default: adding
-- them rewrites no row.
ALTER TABLE "certificates" ADD COLUMN "unpaid_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "unpaid_note" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_unpaid_reason_ck" CHECK (
  ("unpaid_reason" IS NULL OR "unpaid_reason" IN ('exonerated', 'cashApart', 'other'))
  AND ("unpaid_note" IS NULL OR "unpaid_reason" IS NOT NULL)
  AND ("unpaid_reason" <> 'other' OR "unpaid_note" IS NOT NULL)
);
