-- Decision 0054: list pages deeper than a cap from both ends are refused, so the seeks of deep
-- pages go with what kept them: the created-day counts (0034), the order counts and anchors
-- (0035) and the list versions (0036, 0037). The indexes of 0035 and 0037 stay: first and last
-- pages, and the keyset cursor, walk them.
DROP TRIGGER IF EXISTS "certificate_created_day_counts_keep_trg" ON "certificates";--> statement-breakpoint
DROP FUNCTION IF EXISTS "certificate_created_day_counts_keep"();--> statement-breakpoint
DROP TABLE IF EXISTS "certificate_created_day_counts";--> statement-breakpoint
DROP TRIGGER IF EXISTS "certificate_order_counts_keep_trg" ON "certificates";--> statement-breakpoint
DROP FUNCTION IF EXISTS "certificate_order_counts_keep"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "certificate_order_anchors_rebuild"(text, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS "certificate_order_buckets"("certificates");--> statement-breakpoint
DROP FUNCTION IF EXISTS "certificate_name_bucket"(text, text, bigint);--> statement-breakpoint
DROP FUNCTION IF EXISTS "certificate_serial_bucket"(bigint);--> statement-breakpoint
DROP TABLE IF EXISTS "certificate_order_counts";--> statement-breakpoint
DROP TABLE IF EXISTS "certificate_name_anchors";--> statement-breakpoint
DROP TABLE IF EXISTS "certificate_serial_anchors";--> statement-breakpoint
DROP TRIGGER IF EXISTS "registers_version_trg" ON "registers";--> statement-breakpoint
DROP TRIGGER IF EXISTS "pre_registrations_version_trg" ON "pre_registrations";--> statement-breakpoint
DROP FUNCTION IF EXISTS "list_versions_raise"();--> statement-breakpoint
DROP TABLE IF EXISTS "list_versions";
