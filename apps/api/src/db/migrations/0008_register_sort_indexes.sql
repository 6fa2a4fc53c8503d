DROP INDEX "registers_dni_idx";--> statement-breakpoint
CREATE INDEX "registers_created_idx" ON "registers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "registers_names_idx" ON "registers" USING btree ("names","id");--> statement-breakpoint
CREATE INDEX "registers_last_names_idx" ON "registers" USING btree ("last_names","id");--> statement-breakpoint
CREATE INDEX "registers_specialty_idx" ON "registers" USING btree ("specialty","id");--> statement-breakpoint
CREATE INDEX "registers_dni_idx" ON "registers" USING btree ("dni","id");