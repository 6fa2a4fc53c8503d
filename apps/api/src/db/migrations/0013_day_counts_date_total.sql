DROP INDEX "certificate_day_counts_date_idx";--> statement-breakpoint
CREATE INDEX "certificate_day_counts_date_idx" ON "certificate_day_counts" USING btree ("expedition_date","total");