-- Decision 0047: the orders of Lista-preRegistro get their indexes (every page of them sorted
-- every request), and pre_registrations a version, so deep pages walk from kept rank anchors.
DROP INDEX "pre_registrations_dni_idx";--> statement-breakpoint
CREATE INDEX "pre_registrations_names_idx" ON "pre_registrations" USING btree ("names","id") INCLUDE ("state","municipality","type","certificate_id");--> statement-breakpoint
CREATE INDEX "pre_registrations_last_names_idx" ON "pre_registrations" USING btree ("last_names","id") INCLUDE ("state","municipality","type","certificate_id");--> statement-breakpoint
CREATE INDEX "pre_registrations_state_idx" ON "pre_registrations" USING btree ("state","id") INCLUDE ("municipality","type","certificate_id");--> statement-breakpoint
CREATE INDEX "pre_registrations_dni_idx" ON "pre_registrations" USING btree ("dni","id") INCLUDE ("state","municipality","type","certificate_id");--> statement-breakpoint
CREATE TRIGGER "pre_registrations_version_trg" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pre_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_raise"();
