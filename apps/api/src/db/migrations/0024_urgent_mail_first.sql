-- A one-time code (priority 0) leaves before queued notices (1): after a busy day of requests
-- their receipts queued by the thousand, and a doctor's sign-in code waited behind them all.
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_next_idx" ON "email_outbox" USING btree ("status","priority","id");