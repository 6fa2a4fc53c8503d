-- Decision 0089: road medicine's kept counts in fewer rows per certificate. A road certificate
-- upserted 14 road rows (a total, a state, a type and a grade row, every doctor's and its college
-- number's, by day and by month), about 20 µs each; now 6: every doctor's by its state, every
-- doctor's and its college number's by its type and grade together, by day and by month. A total
-- is the sum of a range's type-and-grade rows; by state, type or grade, a GROUPING SETS of them.
DROP VIEW "road_counts_recount";--> statement-breakpoint
DROP FUNCTION "road_counts_of"("certificate_counted"[]);--> statement-breakpoint
DROP FUNCTION "road_counts_one"("certificate_counted");--> statement-breakpoint
DROP FUNCTION "road_counts_rows"(date, text, text, text, bigint);--> statement-breakpoint
DROP TABLE "road_counts";--> statement-breakpoint
-- A row counts either by `state` (type and grade '') or by `type` and `grade` (state ''). No index
-- carries the total and pages keep room: its upserts stay HOT updates (decision 0056).
CREATE TABLE "road_counts" (
	"scope" bigint NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"state" text NOT NULL,
	"type" text NOT NULL,
	"grade" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "road_counts_scope_period_start_state_type_grade_pk" PRIMARY KEY("scope","period","start","state","type","grade")
) WITH (fillfactor = 70);--> statement-breakpoint
-- A road certificate's rows: scope 0 (every doctor's) by its state and by its type and grade, its
-- college number's by its type and grade (a doctor's counts have no state), each by expedition day
-- and by month (`start` its first day).
CREATE FUNCTION "road_counts_one"("r" "certificate_counted")
RETURNS TABLE ("scope" bigint, "period" text, "start" date, "state" text, "type" text, "grade" text, "total" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."scope", p."period", p."start", k."state", k."type", k."grade", r."sign"
  FROM (VALUES (0::bigint, '', r."type", r."grade"), (0::bigint, r."state", '', ''),
      (r."school_number_id", '', r."type", r."grade")) AS k ("scope", "state", "type", "grade")
  CROSS JOIN (VALUES ('day', r."expedition_date"),
    ('month', r."expedition_date" - (extract(day FROM r."expedition_date")::int - 1))) AS p ("period", "start")
  WHERE r."channel" = 'medicVial'
$$;--> statement-breakpoint
CREATE FUNCTION "road_counts_of"("p_rows" "certificate_counted"[])
RETURNS TABLE ("scope" bigint, "period" text, "start" date, "state" text, "type" text, "grade" text, "total" bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k."scope", k."period", k."start", k."state", k."type", k."grade", sum(k."total")
  FROM unnest(p_rows) r CROSS JOIN LATERAL road_counts_one(r) k
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(k."total") <> 0
$$;--> statement-breakpoint
-- The recount (`counts:check`, `counts:repair`) sums the same rows straight from the table, one
-- grouped pass without an array of every certificate; the backfill below is this view.
CREATE VIEW "road_counts_recount" AS
  SELECT k."scope", k."period", k."start", k."state", k."type", k."grade", sum(k."total") AS "total"
  FROM "certificates" c CROSS JOIN LATERAL road_counts_one(certificate_counted_of(1, c)) k
  WHERE c."channel" = 'medicVial'
  GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
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
  -- Keys in order either way, so two writers lock a counter's rows in one order (one statement
  -- per counter: the data-modifying CTEs of one statement run in no order that SQL promises).
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
      INSERT INTO "road_counts" AS c ("scope", "period", "start", "state", "type", "grade", "total")
        SELECT d."scope", d."period", d."start", d."state", d."type", d."grade", d."total"
        FROM road_counts_one(one) d
        ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ("scope", "period", "start", "state", "type", "grade") DO UPDATE SET "total" = c."total" + excluded."total";
    END IF;
    RETURN NULL;
  END IF;
  -- Several (a bulk write, an UPDATE that moves a count: old and new): the summed set.
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
  INSERT INTO "road_counts" AS c ("scope", "period", "start", "state", "type", "grade", "total")
    SELECT d."scope", d."period", d."start", d."state", d."type", d."grade", d."total"
    FROM road_counts_of(counted) d
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("scope", "period", "start", "state", "type", "grade") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "road_counts" ("scope", "period", "start", "state", "type", "grade", "total")
  SELECT "scope", "period", "start", "state", "type", "grade", "total" FROM "road_counts_recount";
