-- Decision 0018: a medic whose college number loses its road-medicine mark or its licence number,
-- or is removed from its register (withdrawn), cannot keep an active road-medicine credential. The
-- account turns inactive in the same statement, whatever path changed the number, and its open
-- sessions end at their next call (sessions.authenticate refuses an inactive account).
CREATE FUNCTION "road_credentials_follow_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "accounts" SET "status" = 'inactive', "updated_at" = now()
    WHERE "module" = 'medicVial' AND "school_number_id" = OLD."id" AND "status" = 'active';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "school_numbers_road_credentials" AFTER UPDATE OF "medic_vial", "license_number"
  ON "school_numbers" FOR EACH ROW
  WHEN (NOT NEW."medic_vial" OR NEW."license_number" IS NULL)
  EXECUTE FUNCTION "road_credentials_follow_number"();
--> statement-breakpoint
CREATE TRIGGER "school_numbers_road_credentials_removed" AFTER DELETE
  ON "school_numbers" FOR EACH ROW
  EXECUTE FUNCTION "road_credentials_follow_number"();
