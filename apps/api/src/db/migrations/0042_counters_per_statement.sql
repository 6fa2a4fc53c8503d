-- Decision 0055: the counters of certificates are kept once per statement, from its transition
-- tables, instead of once per row. A row trigger upserts the same counter row once per
-- certificate, and each upsert walks the versions the earlier ones left in the transaction: a
-- bulk write grew with the square of its rows (45,000 removals: over 19 minutes).
DROP TRIGGER "certificate_day_counts_keep_trg" ON "certificates";--> statement-breakpoint
DROP FUNCTION "certificate_day_counts_keep"();--> statement-breakpoint
DROP TRIGGER "certificate_lot_counts_keep_trg" ON "certificates";--> statement-breakpoint
DROP FUNCTION "certificate_lot_counts_keep"();--> statement-breakpoint
DROP TRIGGER "road_counts_keep_trg" ON "certificates";--> statement-breakpoint
DROP FUNCTION "road_counts_keep"();--> statement-breakpoint
-- What the counters read of a certificate, with the sign it counts with (1 added, -1 removed).
CREATE TYPE "certificate_counted" AS (
	"sign" integer,
	"state" text,
	"expedition_date" date,
	"lot_id" bigint,
	"channel" text,
	"type" text,
	"grade" text,
	"school_number_id" bigint
);--> statement-breakpoint
CREATE FUNCTION "certificate_counted_of"("p_sign" integer, "c" "certificates")
RETURNS "certificate_counted" LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(p_sign, c."state", c."expedition_date", c."lot_id", c."channel", c."type", c."grade",
    c."school_number_id")::"certificate_counted"
$$;--> statement-breakpoint
-- One function per counter: the rows it adds for a set of counted certificates (summed signs,
-- keys that net to nothing left out). The trigger adds them, the recount views below sum every
-- certificate with them: the counting is written here only.
CREATE FUNCTION "certificate_day_counts_of"("p_rows" "certificate_counted"[])
RETURNS TABLE ("state" text, "expedition_date" date, "total" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s."state", r."expedition_date", sum(r."sign")
  FROM unnest(p_rows) r
  CROSS JOIN LATERAL (VALUES (r."state"), ('')) AS s ("state")
  GROUP BY 1, 2 HAVING sum(r."sign") <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "certificate_lot_counts_of"("p_rows" "certificate_counted"[])
RETURNS TABLE ("lot_id" bigint, "used" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT r."lot_id", sum(r."sign") FROM unnest(p_rows) r
  GROUP BY 1 HAVING sum(r."sign") <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "road_counts_of"("p_rows" "certificate_counted"[])
RETURNS TABLE ("scope" bigint, "period" text, "dimension" text, "start" date, "key" text, "total" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."scope", k."period", k."dimension", k."start", k."key", sum(r."sign")
  FROM unnest(p_rows) r
  CROSS JOIN LATERAL road_counts_rows(r."expedition_date", r."state", r."type", r."grade", r."school_number_id") k
  WHERE r."channel" = 'medicVial'
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(r."sign") <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "certificate_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO "road_counts" AS c ("scope", "period", "dimension", "start", "key", "total")
    SELECT d."scope", d."period", d."dimension", d."start", d."key", d."total" FROM road_counts_of(counted) d
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("scope", "period", "dimension", "start", "key") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- PostgreSQL takes transition tables only on a trigger of one event and no column list.
CREATE TRIGGER "certificate_counts_insert_trg" AFTER INSERT ON "certificates" REFERENCING NEW TABLE AS new_certificates FOR EACH STATEMENT EXECUTE FUNCTION "certificate_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "certificate_counts_update_trg" AFTER UPDATE ON "certificates" REFERENCING OLD TABLE AS old_certificates NEW TABLE AS new_certificates FOR EACH STATEMENT EXECUTE FUNCTION "certificate_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "certificate_counts_delete_trg" AFTER DELETE ON "certificates" REFERENCING OLD TABLE AS old_certificates FOR EACH STATEMENT EXECUTE FUNCTION "certificate_counts_keep"();--> statement-breakpoint
-- A TRUNCATE deletes no row one by one: the counts go with it.
CREATE FUNCTION "certificate_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "certificate_day_counts";
  DELETE FROM "certificate_lot_counts";
  DELETE FROM "road_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_counts_clear_trg" AFTER TRUNCATE ON "certificates" FOR EACH STATEMENT EXECUTE FUNCTION "certificate_counts_clear"();--> statement-breakpoint
-- Each kept counter recounted from its base table, with the same functions its trigger uses:
-- `counts:check` compares a counter with its view, `counts:repair` copies the view into it.
CREATE VIEW "certificate_day_counts_recount" AS
  SELECT * FROM certificate_day_counts_of(ARRAY(SELECT certificate_counted_of(1, c) FROM "certificates" c));--> statement-breakpoint
CREATE VIEW "certificate_lot_counts_recount" AS
  SELECT * FROM certificate_lot_counts_of(ARRAY(SELECT certificate_counted_of(1, c) FROM "certificates" c));--> statement-breakpoint
CREATE VIEW "road_counts_recount" AS
  SELECT * FROM road_counts_of(ARRAY(SELECT certificate_counted_of(1, c) FROM "certificates" c));--> statement-breakpoint
CREATE VIEW "register_counts_recount" AS
  SELECT k."type", k."state", k."road_medicine", count(*) AS "total"
  FROM "registers" r, register_count_keys(r."type", r."states", r."vial_states") k
  GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE VIEW "operative_counts_recount" AS
  SELECT r."doctor_account_id", r."state", r."status", r."period", r."start", count(*) AS "total"
  FROM "operatives" o
  CROSS JOIN LATERAL operative_counts_rows(o."doctor_account_id", o."state", o."status", o."start_date") r
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE VIEW "pre_registration_counts_recount" AS
  SELECT r."state", r."municipality", r."type", p."certificate_id" IS NOT NULL AS "served", r."period", r."start", r."slot", count(*) AS "total"
  FROM "pre_registrations" p
  CROSS JOIN LATERAL pre_registration_counts_rows(p."id", p."created_at", p."state", p."municipality", p."type") r
  GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
-- The counters rebuilt once from their recount, as `counts:repair` does.
DELETE FROM "certificate_day_counts";--> statement-breakpoint
INSERT INTO "certificate_day_counts" ("state", "expedition_date", "total")
  SELECT "state", "expedition_date", "total" FROM "certificate_day_counts_recount";--> statement-breakpoint
DELETE FROM "certificate_lot_counts";--> statement-breakpoint
INSERT INTO "certificate_lot_counts" ("lot_id", "used")
  SELECT "lot_id", "used" FROM "certificate_lot_counts_recount";--> statement-breakpoint
DELETE FROM "road_counts";--> statement-breakpoint
INSERT INTO "road_counts" ("scope", "period", "dimension", "start", "key", "total")
  SELECT "scope", "period", "dimension", "start", "key", "total" FROM "road_counts_recount";
