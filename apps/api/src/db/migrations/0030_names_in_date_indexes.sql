-- A name search (paramCert with letters) walks a date index and tests every certificate's names
-- with ILIKE until a page (and a capped count) is full: with the names in the index (INCLUDE),
-- that walk is an index-only scan instead of one heap read per certificate tested. Drizzle cannot
-- declare INCLUDE, so the schema keeps the same names and key columns (see certificates.ts).
DROP INDEX IF EXISTS "certificates_state_created_idx";--> statement-breakpoint
CREATE INDEX "certificates_state_created_idx" ON "certificates" USING btree ("state","created_at","id") INCLUDE ("names","last_names");
--> statement-breakpoint
DROP INDEX IF EXISTS "certificates_created_idx";--> statement-breakpoint
CREATE INDEX "certificates_created_idx" ON "certificates" USING btree ("created_at","id") INCLUDE ("names","last_names");
