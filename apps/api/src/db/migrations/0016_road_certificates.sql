CREATE TABLE "road_day_counts" (
	"expedition_date" date NOT NULL,
	"state" text NOT NULL,
	"type" text NOT NULL,
	"grade" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "road_day_counts_expedition_date_state_type_grade_pk" PRIMARY KEY("expedition_date","state","type","grade")
);
--> statement-breakpoint
CREATE TABLE "road_doctor_day_counts" (
	"school_number_id" bigint NOT NULL,
	"expedition_date" date NOT NULL,
	"type" text NOT NULL,
	"grade" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "road_doctor_day_counts_school_number_id_expedition_date_type_grade_pk" PRIMARY KEY("school_number_id","expedition_date","type","grade")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "channel" text DEFAULT 'colegio' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "certificates_vial_created_idx" ON "certificates" USING btree ("created_at","id") WHERE "certificates"."channel" = 'medicVial';--> statement-breakpoint
CREATE INDEX "certificates_vial_issuer_idx" ON "certificates" USING btree ("school_number_id","created_at","id") WHERE "certificates"."channel" = 'medicVial';--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_channel_ck" CHECK ("certificates"."channel" in ('colegio', 'medicVial'));--> statement-breakpoint
CREATE FUNCTION "road_day_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."channel" = 'medicVial' THEN
    UPDATE "road_day_counts" SET "total" = "total" - 1
      WHERE "expedition_date" = OLD."expedition_date" AND "state" = OLD."state"
        AND "type" = OLD."type" AND "grade" = OLD."grade";
    UPDATE "road_doctor_day_counts" SET "total" = "total" - 1
      WHERE "school_number_id" = OLD."school_number_id"
        AND "expedition_date" = OLD."expedition_date"
        AND "type" = OLD."type" AND "grade" = OLD."grade";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."channel" = 'medicVial' THEN
    INSERT INTO "road_day_counts" ("expedition_date", "state", "type", "grade", "total")
      VALUES (NEW."expedition_date", NEW."state", NEW."type", NEW."grade", 1)
      ON CONFLICT ("expedition_date", "state", "type", "grade")
      DO UPDATE SET "total" = "road_day_counts"."total" + 1;
    INSERT INTO "road_doctor_day_counts" ("school_number_id", "expedition_date", "type", "grade", "total")
      VALUES (NEW."school_number_id", NEW."expedition_date", NEW."type", NEW."grade", 1)
      ON CONFLICT ("school_number_id", "expedition_date", "type", "grade")
      DO UPDATE SET "total" = "road_doctor_day_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "road_day_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "channel", "state", "expedition_date", "type", "grade", "school_number_id" ON "certificates" FOR EACH ROW EXECUTE FUNCTION "road_day_counts_keep"();
