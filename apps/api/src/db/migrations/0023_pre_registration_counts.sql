CREATE TABLE "pre_registration_counts" (
	"state" text NOT NULL,
	"municipality" integer NOT NULL,
	"type" text NOT NULL,
	"served" boolean NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"slot" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pre_registration_counts_pk" PRIMARY KEY("state","municipality","type","period","start","served","slot")
);
--> statement-breakpoint
-- The keys a request counts in: every place (all, its state, its municipality) by every type (all,
-- its type), for its day and its month. Days are Caracas days at UTC-4, as date_range reads them.
-- The rows of all states and of a state, which every request of a day touches, are split in eight
-- slots by the request's id, so concurrent requests seldom wait on one row; a municipality's are not.
-- Sorted, so every transaction takes the rows' locks in one order and none waits crosswise.
CREATE FUNCTION "pre_registration_counts_rows"("p_id" bigint, "p_created" timestamptz, "p_state" text, "p_municipality" integer, "p_type" text)
RETURNS TABLE ("state" text, "municipality" integer, "type" text, "period" text, "start" date, "slot" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT pl.state, pl.municipality, ty.type, pe.period, pe.start,
    (CASE WHEN pl.municipality = 0 THEN p_id % 8 ELSE 0 END)::smallint
  FROM (VALUES ('', 0), (p_state, 0), (p_state, p_municipality)) AS pl (state, municipality)
  CROSS JOIN (VALUES (''), (p_type)) AS ty (type)
  CROSS JOIN (SELECT ((p_created AT TIME ZONE 'UTC') - interval '4 hours')::date AS day) AS d
  CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', d.day - (extract(day FROM d.day)::int - 1))) AS pe (period, start)
  ORDER BY 1, 2, 3, 4, 5, 6
$$;--> statement-breakpoint
INSERT INTO "pre_registration_counts" ("state", "municipality", "type", "period", "start", "served", "slot", "total")
  SELECT r.state, r.municipality, r.type, r.period, r.start, p."certificate_id" IS NOT NULL, r.slot, count(*)
  FROM "pre_registrations" p
  CROSS JOIN LATERAL pre_registration_counts_rows(p."id", p."created_at", p."state", p."municipality", p."type") r
  GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
CREATE FUNCTION "pre_registration_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Another certificate id or served time moves no count.
  IF TG_OP = 'UPDATE' AND OLD."state" = NEW."state" AND OLD."municipality" = NEW."municipality"
      AND OLD."type" = NEW."type" AND OLD."created_at" = NEW."created_at"
      AND (OLD."certificate_id" IS NULL) = (NEW."certificate_id" IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "pre_registration_counts" ("state", "municipality", "type", "period", "start", "served", "slot", "total")
      SELECT r.state, r.municipality, r.type, r.period, r.start, OLD."certificate_id" IS NOT NULL, r.slot, -1
      FROM pre_registration_counts_rows(OLD."id", OLD."created_at", OLD."state", OLD."municipality", OLD."type") r
      ON CONFLICT ("state", "municipality", "type", "period", "start", "served", "slot")
      DO UPDATE SET "total" = "pre_registration_counts"."total" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "pre_registration_counts" ("state", "municipality", "type", "period", "start", "served", "slot", "total")
      SELECT r.state, r.municipality, r.type, r.period, r.start, NEW."certificate_id" IS NOT NULL, r.slot, 1
      FROM pre_registration_counts_rows(NEW."id", NEW."created_at", NEW."state", NEW."municipality", NEW."type") r
      ON CONFLICT ("state", "municipality", "type", "period", "start", "served", "slot")
      DO UPDATE SET "total" = "pre_registration_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit: a request's transaction (its audit, its e-mail) holds the counters'
-- locks only while it commits, not for its whole length. 20 writers at once: 146 requests a
-- second with the counts kept at each insert, 1,304 deferred (1,419 without counts).
CREATE CONSTRAINT TRIGGER "pre_registration_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "state", "municipality", "type", "certificate_id", "created_at" ON "pre_registrations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "pre_registration_counts_keep"();--> statement-breakpoint
-- A TRUNCATE deletes no row one by one: the counts go with it.
CREATE FUNCTION "pre_registration_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pre_registration_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pre_registration_counts_clear_trg" AFTER TRUNCATE ON "pre_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "pre_registration_counts_clear"();--> statement-breakpoint
-- A state and a type, newest first: the page of Lista-preRegistro's usual filter reads its 10 rows
-- instead of walking the state's newer requests of other types.
CREATE INDEX "pre_registrations_state_type_created_idx" ON "pre_registrations" USING btree ("state","type","created_at","id");
