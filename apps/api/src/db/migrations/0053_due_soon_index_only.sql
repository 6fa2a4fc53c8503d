-- Decision 0087: "por vencer en 30 días" counts enabled certificates by state over 30 days of due
-- dates, for everyone, one state, road medicine or one doctor's number. certificates_due_idx
-- (migration 0035) carried the state and channel only: every counted row was read from the table
-- for its status (7,615 pages for 8,486 rows at 1,000,000 certificates), and a state's or a
-- doctor's count was answered by ANDing the due dates with that state's or number's whole index
-- (66,463 or 16,270 entries). The same keys, now also carrying status and school_number_id, count
-- any of them in the index alone, bounded by the 30 days; the due-date order (decision 0046) walks
-- it as before.
DROP INDEX IF EXISTS "certificates_due_idx";--> statement-breakpoint
CREATE INDEX "certificates_due_idx" ON "certificates" USING btree ("due_date","id") INCLUDE ("state","channel","status","school_number_id");
