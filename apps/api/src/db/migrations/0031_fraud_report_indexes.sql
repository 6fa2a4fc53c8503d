DROP INDEX "fraud_signals_state_idx";--> statement-breakpoint
CREATE INDEX "fraud_signals_kind_idx" ON "fraud_signals" USING btree ("kind","detected_at","id");--> statement-breakpoint
CREATE INDEX "fraud_signals_detected_idx" ON "fraud_signals" USING btree ("detected_at","id");--> statement-breakpoint
CREATE INDEX "fraud_signals_state_idx" ON "fraud_signals" USING btree ("state","detected_at","id");