-- Decision 0079: a statement that writes one certificate counts it without sorting and grouping a
-- set. Each counter gets a function of one counted certificate (`<counter>_one`), the rows it
-- adds; the set functions of migration 0042 become sums of it, so the trigger, the recount views
-- (`counts:check`, `counts:repair`) and the backfill still count with one piece of SQL.
CREATE FUNCTION "certificate_day_counts_one"("r" "certificate_counted")
RETURNS TABLE ("state" text, "expedition_date" date, "total" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s."state", r."expedition_date", r."sign"
  FROM (VALUES (''), (r."state")) AS s ("state")
$$;--> statement-breakpoint
CREATE FUNCTION "certificate_lot_counts_one"("r" "certificate_counted")
RETURNS TABLE ("lot_id" bigint, "used" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT r."lot_id", r."sign"
$$;--> statement-breakpoint
CREATE FUNCTION "road_counts_one"("r" "certificate_counted")
RETURNS TABLE ("scope" bigint, "period" text, "dimension" text, "start" date, "key" text, "total" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."scope", k."period", k."dimension", k."start", k."key", r."sign"
  FROM road_counts_rows(r."expedition_date", r."state", r."type", r."grade", r."school_number_id") k
  WHERE r."channel" = 'medicVial'
$$;--> statement-breakpoint
-- Same signatures as in 0042 (the recount views keep pointing at them); SQL functions called in
-- FROM are inlined, so a recount of every certificate plans as before.
CREATE OR REPLACE FUNCTION "certificate_day_counts_of"("p_rows" "certificate_counted"[])
RETURNS TABLE ("state" text, "expedition_date" date, "total" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."state", k."expedition_date", sum(k."total")
  FROM unnest(p_rows) r CROSS JOIN LATERAL certificate_day_counts_one(r) k
  GROUP BY 1, 2 HAVING sum(k."total") <> 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "certificate_lot_counts_of"("p_rows" "certificate_counted"[])
RETURNS TABLE ("lot_id" bigint, "used" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."lot_id", sum(k."used")
  FROM unnest(p_rows) r CROSS JOIN LATERAL certificate_lot_counts_one(r) k
  GROUP BY 1 HAVING sum(k."used") <> 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "road_counts_of"("p_rows" "certificate_counted"[])
RETURNS TABLE ("scope" bigint, "period" text, "dimension" text, "start" date, "key" text, "total" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."scope", k."period", k."dimension", k."start", k."key", sum(k."total")
  FROM unnest(p_rows) r CROSS JOIN LATERAL road_counts_one(r) k
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(k."total") <> 0
$$;--> statement-breakpoint
-- One certificate (an issue, a removal): its rows go straight in, no sort of a set and no
-- grouping (a certificate's keys are distinct and its sign never nets to nothing); the road
-- counters only for a road certificate, decided on the row instead of by a query. A statement of
-- several (a bulk write, an UPDATE that moves a count: old and new) upserts the summed set as in
-- 0044. Keys in order either way, so two writers lock a counter's rows in one order.
CREATE OR REPLACE FUNCTION "certificate_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted "certificate_counted"[];
  one "certificate_counted";
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
  IF cardinality(counted) = 1 THEN
    one := counted[1];
    INSERT INTO "certificate_day_counts" AS c ("state", "expedition_date", "total")
      SELECT d."state", d."expedition_date", d."total" FROM certificate_day_counts_one(one) d
      ORDER BY 1, 2
      ON CONFLICT ("state", "expedition_date") DO UPDATE SET "total" = c."total" + excluded."total";
    INSERT INTO "certificate_lot_counts" AS c ("lot_id", "used")
      SELECT d."lot_id", d."used" FROM certificate_lot_counts_one(one) d
      ON CONFLICT ("lot_id") DO UPDATE SET "used" = c."used" + excluded."used";
    IF one."channel" = 'medicVial' THEN
      INSERT INTO "road_counts" AS c ("scope", "period", "dimension", "start", "key", "total")
        SELECT d."scope", d."period", d."dimension", d."start", d."key", d."total" FROM road_counts_one(one) d
        ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT ("scope", "period", "dimension", "start", "key") DO UPDATE SET "total" = c."total" + excluded."total";
    END IF;
    RETURN NULL;
  END IF;
  INSERT INTO "certificate_day_counts" AS c ("state", "expedition_date", "total")
    SELECT d."state", d."expedition_date", d."total" FROM certificate_day_counts_of(counted) d
    ORDER BY 1, 2
    ON CONFLICT ("state", "expedition_date") DO UPDATE SET "total" = c."total" + excluded."total";
  INSERT INTO "certificate_lot_counts" AS c ("lot_id", "used")
    SELECT d."lot_id", d."used" FROM certificate_lot_counts_of(counted) d
    ORDER BY 1
    ON CONFLICT ("lot_id") DO UPDATE SET "used" = c."used" + excluded."used";
  IF NOT EXISTS (SELECT 1 FROM unnest(counted) r WHERE r."channel" = 'medicVial') THEN
    RETURN NULL;
  END IF;
  INSERT INTO "road_counts" AS c ("scope", "period", "dimension", "start", "key", "total")
    SELECT d."scope", d."period", d."dimension", d."start", d."key", d."total" FROM road_counts_of(counted) d
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("scope", "period", "dimension", "start", "key") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;
