DROP INDEX "registers_created_idx";--> statement-breakpoint
DROP INDEX "registers_names_idx";--> statement-breakpoint
DROP INDEX "registers_last_names_idx";--> statement-breakpoint
DROP INDEX "registers_specialty_idx";--> statement-breakpoint
DROP INDEX "registers_type_created_idx";--> statement-breakpoint
ALTER TABLE "registers" ADD COLUMN "states" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "registers" ADD COLUMN "vial_states" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "registers" SET
  "states" = coalesce((SELECT array_agg(DISTINCT n."state" ORDER BY n."state") FROM "school_numbers" n WHERE n."register_id" = "registers"."id"), '{}'),
  "vial_states" = coalesce((SELECT array_agg(DISTINCT n."state" ORDER BY n."state") FROM "school_numbers" n WHERE n."register_id" = "registers"."id" AND n."medic_vial"), '{}');--> statement-breakpoint
CREATE INDEX "registers_created_idx" ON "registers" USING btree ("created_at","id","type","states","vial_states");--> statement-breakpoint
CREATE INDEX "registers_names_idx" ON "registers" USING btree ("names","id","type","states","vial_states");--> statement-breakpoint
CREATE INDEX "registers_last_names_idx" ON "registers" USING btree ("last_names","id","type","states","vial_states");--> statement-breakpoint
CREATE INDEX "registers_specialty_idx" ON "registers" USING btree ("specialty","id","type","states","vial_states");--> statement-breakpoint
CREATE INDEX "registers_type_created_idx" ON "registers" USING btree ("type","created_at","id","states","vial_states");--> statement-breakpoint
CREATE FUNCTION "registers_keep_states"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "register_id") INTO changed FROM new_numbers;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "register_id") INTO changed FROM old_numbers;
  ELSE
    SELECT array_agg(DISTINCT "register_id") INTO changed
      FROM (SELECT "register_id" FROM new_numbers UNION SELECT "register_id" FROM old_numbers) n;
  END IF;
  -- Lock first: the next statement then sees every committed number, so two transactions adding
  -- numbers to one register cannot each write a list without the other's state.
  PERFORM 1 FROM "registers" WHERE "id" = ANY(changed) ORDER BY "id" FOR UPDATE;
  UPDATE "registers" r SET "states" = k."states", "vial_states" = k."vial_states"
    FROM (
      SELECT r2."id",
        coalesce((SELECT array_agg(DISTINCT n."state" ORDER BY n."state") FROM "school_numbers" n WHERE n."register_id" = r2."id"), '{}') AS "states",
        coalesce((SELECT array_agg(DISTINCT n."state" ORDER BY n."state") FROM "school_numbers" n WHERE n."register_id" = r2."id" AND n."medic_vial"), '{}') AS "vial_states"
      FROM "registers" r2 WHERE r2."id" = ANY(changed)
    ) k
    WHERE r."id" = k."id" AND (r."states", r."vial_states") IS DISTINCT FROM (k."states", k."vial_states");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "registers_keep_states_insert_trg" AFTER INSERT ON "school_numbers" REFERENCING NEW TABLE AS new_numbers FOR EACH STATEMENT EXECUTE FUNCTION "registers_keep_states"();--> statement-breakpoint
CREATE TRIGGER "registers_keep_states_update_trg" AFTER UPDATE ON "school_numbers" REFERENCING OLD TABLE AS old_numbers NEW TABLE AS new_numbers FOR EACH STATEMENT EXECUTE FUNCTION "registers_keep_states"();--> statement-breakpoint
CREATE TRIGGER "registers_keep_states_delete_trg" AFTER DELETE ON "school_numbers" REFERENCING OLD TABLE AS old_numbers FOR EACH STATEMENT EXECUTE FUNCTION "registers_keep_states"();
