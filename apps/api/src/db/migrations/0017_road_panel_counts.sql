CREATE TABLE "certificate_lot_counts" (
	"lot_id" bigint PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "road_counts" (
	"scope" bigint NOT NULL,
	"period" text NOT NULL,
	"dimension" text NOT NULL,
	"start" date NOT NULL,
	"key" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "road_counts_scope_period_dimension_start_key_pk" PRIMARY KEY("scope","period","dimension","start","key")
);
--> statement-breakpoint
DROP INDEX "certificates_vial_created_idx";--> statement-breakpoint
DROP INDEX "certificates_vial_issuer_idx";--> statement-breakpoint
CREATE INDEX "road_counts_totals_idx" ON "road_counts" USING btree ("scope","period","dimension","start","key","total");--> statement-breakpoint
CREATE INDEX "certificates_vial_state_created_idx" ON "certificates" USING btree ("state","created_at","id","expedition_date") WHERE "certificates"."channel" = 'medicVial';--> statement-breakpoint
CREATE INDEX "certificates_vial_created_idx" ON "certificates" USING btree ("created_at","id","expedition_date") WHERE "certificates"."channel" = 'medicVial';--> statement-breakpoint
CREATE INDEX "certificates_vial_issuer_idx" ON "certificates" USING btree ("school_number_id","created_at","id","expedition_date") WHERE "certificates"."channel" = 'medicVial';--> statement-breakpoint
DROP TRIGGER "road_day_counts_keep_trg" ON "certificates";--> statement-breakpoint
DROP FUNCTION "road_day_counts_keep"();--> statement-breakpoint
DROP TABLE "road_day_counts";--> statement-breakpoint
DROP TABLE "road_doctor_day_counts";--> statement-breakpoint
CREATE FUNCTION "road_counts_rows"("p_day" date, "p_state" text, "p_type" text, "p_grade" text, "p_number" bigint)
RETURNS TABLE ("scope" bigint, "period" text, "dimension" text, "start" date, "key" text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s.scope, p.period, s.dimension, p.start, s.key
  FROM (VALUES (0::bigint, 'total', ''), (0::bigint, 'state', p_state), (0::bigint, 'type', p_type),
      (0::bigint, 'grade', p_grade), (p_number, 'total', ''), (p_number, 'type', p_type),
      (p_number, 'grade', p_grade)) AS s (scope, dimension, key)
  CROSS JOIN (VALUES ('day', p_day), ('month', p_day - (extract(day FROM p_day)::int - 1))) AS p (period, start)
$$;--> statement-breakpoint
INSERT INTO "road_counts" ("scope", "period", "dimension", "start", "key", "total")
  SELECT r.scope, r.period, r.dimension, r.start, r.key, count(*)
  FROM "certificates" c
  CROSS JOIN LATERAL road_counts_rows(c."expedition_date", c."state", c."type", c."grade", c."school_number_id") r
  WHERE c."channel" = 'medicVial'
  GROUP BY r.scope, r.period, r.dimension, r.start, r.key;--> statement-breakpoint
INSERT INTO "certificate_lot_counts" ("lot_id", "used")
  SELECT "lot_id", count(*) FROM "certificates" GROUP BY "lot_id";--> statement-breakpoint
CREATE FUNCTION "road_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows in one order for every certificate: two issuing transactions never wait on each other crosswise.
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."channel" = 'medicVial' THEN
    INSERT INTO "road_counts" ("scope", "period", "dimension", "start", "key", "total")
      SELECT r.scope, r.period, r.dimension, r.start, r.key, -1
      FROM road_counts_rows(OLD."expedition_date", OLD."state", OLD."type", OLD."grade", OLD."school_number_id") r
      ON CONFLICT ("scope", "period", "dimension", "start", "key")
      DO UPDATE SET "total" = "road_counts"."total" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."channel" = 'medicVial' THEN
    INSERT INTO "road_counts" ("scope", "period", "dimension", "start", "key", "total")
      SELECT r.scope, r.period, r.dimension, r.start, r.key, 1
      FROM road_counts_rows(NEW."expedition_date", NEW."state", NEW."type", NEW."grade", NEW."school_number_id") r
      ON CONFLICT ("scope", "period", "dimension", "start", "key")
      DO UPDATE SET "total" = "road_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "road_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "channel", "state", "expedition_date", "type", "grade", "school_number_id" ON "certificates" FOR EACH ROW EXECUTE FUNCTION "road_counts_keep"();--> statement-breakpoint
CREATE FUNCTION "certificate_lot_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "certificate_lot_counts" SET "used" = "used" - 1 WHERE "lot_id" = OLD."lot_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "certificate_lot_counts" ("lot_id", "used") VALUES (NEW."lot_id", 1)
      ON CONFLICT ("lot_id") DO UPDATE SET "used" = "certificate_lot_counts"."used" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_lot_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "lot_id" ON "certificates" FOR EACH ROW EXECUTE FUNCTION "certificate_lot_counts_keep"();
