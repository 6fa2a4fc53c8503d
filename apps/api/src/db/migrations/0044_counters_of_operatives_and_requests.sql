-- Decision 0056: `operative_counts` and `pre_registration_counts` are kept once per statement,
-- from its transition tables, as the certificates' counters (migration 0042). Their row triggers
-- upserted each counter row once per operative or request, deferred to the commit: a bulk write
-- walked the versions its earlier upserts left, and grew with the square of its rows.
DROP TRIGGER "operative_counts_keep_trg" ON "operatives";--> statement-breakpoint
DROP FUNCTION "operative_counts_keep"();--> statement-breakpoint
DROP TRIGGER "pre_registration_counts_keep_trg" ON "pre_registrations";--> statement-breakpoint
DROP FUNCTION "pre_registration_counts_keep"();--> statement-breakpoint
DROP VIEW "operative_counts_recount";--> statement-breakpoint
DROP VIEW "pre_registration_counts_recount";--> statement-breakpoint
-- What the counters read of an operative and of a request, with the sign they count with.
CREATE TYPE "operative_counted" AS (
	"sign" integer,
	"doctor_account_id" bigint,
	"state" text,
	"status" text,
	"start_date" date
);--> statement-breakpoint
CREATE FUNCTION "operative_counted_of"("p_sign" integer, "o" "operatives")
RETURNS "operative_counted" LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(p_sign, o."doctor_account_id", o."state", o."status", o."start_date")::"operative_counted"
$$;--> statement-breakpoint
CREATE TYPE "pre_registration_counted" AS (
	"sign" integer,
	"id" bigint,
	"created_at" timestamptz,
	"state" text,
	"municipality" integer,
	"type" text,
	"served" boolean
);--> statement-breakpoint
CREATE FUNCTION "pre_registration_counted_of"("p_sign" integer, "p" "pre_registrations")
RETURNS "pre_registration_counted" LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(p_sign, p."id", p."created_at", p."state", p."municipality", p."type",
    p."certificate_id" IS NOT NULL)::"pre_registration_counted"
$$;--> statement-breakpoint
-- One function per counter: the rows it adds for a set of counted rows (summed signs, keys that
-- net to nothing left out), over the keys of migrations 0023 and 0027. The trigger adds them, the
-- recount views sum every row with them: the counting is written here only.
CREATE FUNCTION "operative_counts_of"("p_rows" "operative_counted"[])
RETURNS TABLE ("doctor_account_id" bigint, "state" text, "status" text, "period" text, "start" date, "total" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."doctor_account_id", k."state", k."status", k."period", k."start", sum(r."sign")
  FROM unnest(p_rows) r
  CROSS JOIN LATERAL operative_counts_rows(r."doctor_account_id", r."state", r."status", r."start_date") k
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(r."sign") <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "pre_registration_counts_of"("p_rows" "pre_registration_counted"[])
RETURNS TABLE ("state" text, "municipality" integer, "type" text, "served" boolean, "period" text, "start" date, "slot" smallint, "total" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."state", k."municipality", k."type", r."served", k."period", k."start", k."slot", sum(r."sign")
  FROM unnest(p_rows) r
  CROSS JOIN LATERAL pre_registration_counts_rows(r."id", r."created_at", r."state", r."municipality", r."type") k
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(r."sign") <> 0
$$;--> statement-breakpoint
-- Not deferred: PostgreSQL has no deferred statement trigger. A statement holds its counter rows
-- until its transaction ends (decision 0056: what the services write after it).
CREATE FUNCTION "operative_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted "operative_counted"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    counted := ARRAY(SELECT operative_counted_of(1, n) FROM new_operatives n);
  ELSIF TG_OP = 'DELETE' THEN
    counted := ARRAY(SELECT operative_counted_of(-1, o) FROM old_operatives o);
  ELSE
    -- Only operatives whose counted fields changed: a price, a place or a total moves no count.
    counted := ARRAY(
      SELECT v."row"
      FROM old_operatives o
      JOIN new_operatives n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES (operative_counted_of(-1, o)), (operative_counted_of(1, n))) AS v ("row")
      WHERE operative_counted_of(1, o) IS DISTINCT FROM operative_counted_of(1, n));
  END IF;
  IF cardinality(counted) = 0 THEN
    RETURN NULL;
  END IF;
  -- Keys in order, so two writers lock the counter's rows in one order and never wait crosswise.
  INSERT INTO "operative_counts" AS c ("doctor_account_id", "state", "status", "period", "start", "total")
    SELECT d."doctor_account_id", d."state", d."status", d."period", d."start", d."total"
    FROM operative_counts_of(counted) d
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("doctor_account_id", "state", "status", "period", "start")
    DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "pre_registration_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted "pre_registration_counted"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    counted := ARRAY(SELECT pre_registration_counted_of(1, n) FROM new_pre_registrations n);
  ELSIF TG_OP = 'DELETE' THEN
    counted := ARRAY(SELECT pre_registration_counted_of(-1, o) FROM old_pre_registrations o);
  ELSE
    -- Only requests whose counted fields changed: a payment or another certificate moves no count.
    counted := ARRAY(
      SELECT v."row"
      FROM old_pre_registrations o
      JOIN new_pre_registrations n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES (pre_registration_counted_of(-1, o)), (pre_registration_counted_of(1, n))) AS v ("row")
      WHERE pre_registration_counted_of(1, o) IS DISTINCT FROM pre_registration_counted_of(1, n));
  END IF;
  IF cardinality(counted) = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO "pre_registration_counts" AS c ("state", "municipality", "type", "period", "start", "served", "slot", "total")
    SELECT d."state", d."municipality", d."type", d."period", d."start", d."served", d."slot", d."total"
    FROM pre_registration_counts_of(counted) d
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ("state", "municipality", "type", "period", "start", "served", "slot")
    DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- PostgreSQL takes transition tables only on a trigger of one event and no column list. The
-- TRUNCATE triggers of migrations 0023 and 0027 still empty the counters.
CREATE TRIGGER "operative_counts_insert_trg" AFTER INSERT ON "operatives" REFERENCING NEW TABLE AS new_operatives FOR EACH STATEMENT EXECUTE FUNCTION "operative_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "operative_counts_update_trg" AFTER UPDATE ON "operatives" REFERENCING OLD TABLE AS old_operatives NEW TABLE AS new_operatives FOR EACH STATEMENT EXECUTE FUNCTION "operative_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "operative_counts_delete_trg" AFTER DELETE ON "operatives" REFERENCING OLD TABLE AS old_operatives FOR EACH STATEMENT EXECUTE FUNCTION "operative_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "pre_registration_counts_insert_trg" AFTER INSERT ON "pre_registrations" REFERENCING NEW TABLE AS new_pre_registrations FOR EACH STATEMENT EXECUTE FUNCTION "pre_registration_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "pre_registration_counts_update_trg" AFTER UPDATE ON "pre_registrations" REFERENCING OLD TABLE AS old_pre_registrations NEW TABLE AS new_pre_registrations FOR EACH STATEMENT EXECUTE FUNCTION "pre_registration_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "pre_registration_counts_delete_trg" AFTER DELETE ON "pre_registrations" REFERENCING OLD TABLE AS old_pre_registrations FOR EACH STATEMENT EXECUTE FUNCTION "pre_registration_counts_keep"();--> statement-breakpoint
-- Recounted with the functions the triggers use (`counts:check`, `counts:repair`).
CREATE VIEW "operative_counts_recount" AS
  SELECT * FROM operative_counts_of(ARRAY(SELECT operative_counted_of(1, o) FROM "operatives" o));--> statement-breakpoint
CREATE VIEW "pre_registration_counts_recount" AS
  SELECT * FROM pre_registration_counts_of(ARRAY(SELECT pre_registration_counted_of(1, p) FROM "pre_registrations" p));--> statement-breakpoint
-- The certificates' counters (migration 0042) lose the indexes that carried their totals: an
-- upsert that changes no indexed column is a HOT update, written in the row's page without an
-- entry in every index, and the room left in each page (fillfactor) keeps it there. A single
-- road certificate's counting cost a third to a half less; reads by the primary key, which visit
-- the table, measured the same within hundredths of a millisecond.
DROP INDEX "road_counts_totals_idx";--> statement-breakpoint
DROP INDEX "certificate_day_counts_totals_idx";--> statement-breakpoint
ALTER TABLE "road_counts" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "certificate_day_counts" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "certificate_lot_counts" SET (fillfactor = 70);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "certificate_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted "certificate_counted"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    counted := ARRAY(SELECT certificate_counted_of(1, n) FROM new_certificates n);
  ELSIF TG_OP = 'DELETE' THEN
    counted := ARRAY(SELECT certificate_counted_of(-1, o) FROM old_certificates o);
  ELSE
    -- Only certificates whose counted fields changed: a rename or a status moves no counter.
    counted := ARRAY(
      SELECT v."row"
      FROM old_certificates o
      JOIN new_certificates n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES (certificate_counted_of(-1, o)), (certificate_counted_of(1, n))) AS v ("row")
      WHERE certificate_counted_of(1, o) IS DISTINCT FROM certificate_counted_of(1, n));
  END IF;
  IF cardinality(counted) = 0 THEN
    RETURN NULL;
  END IF;
  -- Keys in order, so two writers lock a counter's rows in one order and never wait crosswise.
  -- PL/pgSQL keeps these plans for the session (a SQL function is planned at every call).
  INSERT INTO "certificate_day_counts" AS c ("state", "expedition_date", "total")
    SELECT d."state", d."expedition_date", d."total" FROM certificate_day_counts_of(counted) d
    ORDER BY 1, 2
    ON CONFLICT ("state", "expedition_date") DO UPDATE SET "total" = c."total" + excluded."total";
  INSERT INTO "certificate_lot_counts" AS c ("lot_id", "used")
    SELECT d."lot_id", d."used" FROM certificate_lot_counts_of(counted) d
    ORDER BY 1
    ON CONFLICT ("lot_id") DO UPDATE SET "used" = c."used" + excluded."used";
  -- A college certificate counts in no road row: its statement plans and runs no upsert of them.
  IF NOT EXISTS (SELECT 1 FROM unnest(counted) r WHERE r."channel" = 'medicVial') THEN
    RETURN NULL;
  END IF;
  INSERT INTO "road_counts" AS c ("scope", "period", "dimension", "start", "key", "total")
    SELECT d."scope", d."period", d."dimension", d."start", d."key", d."total" FROM road_counts_of(counted) d
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("scope", "period", "dimension", "start", "key") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The counters rebuilt once from their recount, as `counts:repair` does.
DELETE FROM "operative_counts";--> statement-breakpoint
INSERT INTO "operative_counts" ("doctor_account_id", "state", "status", "period", "start", "total")
  SELECT "doctor_account_id", "state", "status", "period", "start", "total" FROM "operative_counts_recount";--> statement-breakpoint
DELETE FROM "pre_registration_counts";--> statement-breakpoint
INSERT INTO "pre_registration_counts" ("state", "municipality", "type", "period", "start", "served", "slot", "total")
  SELECT "state", "municipality", "type", "period", "start", "served", "slot", "total" FROM "pre_registration_counts_recount";
