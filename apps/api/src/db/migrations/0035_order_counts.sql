-- Decision 0046: certificates counted per bucket of the serial, due date, names and last names
-- orders (per state and channel, with every-state and every-channel rows as in 0034), so a deep
-- page sorted by one of them starts at the bucket the running sum of the counts reaches. Due dates
-- are bucketed by day; serials and names between anchors (every Nth row of the order; names
-- compared in the database's own collation) that a job rebuilds with their counts when a bucket
-- has grown too big.
CREATE TABLE "certificate_name_anchors" (
	"sort" text NOT NULL,
	"bucket" bigint NOT NULL,
	"name" text NOT NULL,
	"id" bigint NOT NULL,
	CONSTRAINT "certificate_name_anchors_sort_bucket_pk" PRIMARY KEY("sort","bucket")
);
--> statement-breakpoint
CREATE TABLE "certificate_order_counts" (
	"sort" text NOT NULL,
	"state" text NOT NULL,
	"channel" text NOT NULL,
	"bucket" bigint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_order_counts_sort_state_channel_bucket_pk" PRIMARY KEY("sort","state","channel","bucket")
);
--> statement-breakpoint
CREATE TABLE "certificate_serial_anchors" (
	"bucket" bigint PRIMARY KEY NOT NULL,
	"serial" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_name_anchors_key_idx" ON "certificate_name_anchors" USING btree ("sort","name","id","bucket");--> statement-breakpoint
CREATE INDEX "certificate_order_counts_totals_idx" ON "certificate_order_counts" USING btree ("sort","state","channel","bucket","total");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_serial_anchors_serial_idx" ON "certificate_serial_anchors" USING btree ("serial","bucket");--> statement-breakpoint
CREATE INDEX "certificates_names_idx" ON "certificates" USING btree ("names","id") INCLUDE ("state","channel");--> statement-breakpoint
CREATE INDEX "certificates_last_names_idx" ON "certificates" USING btree ("last_names","id") INCLUDE ("state","channel");--> statement-breakpoint
CREATE INDEX "certificates_due_idx" ON "certificates" USING btree ("due_date","id") INCLUDE ("state","channel");--> statement-breakpoint
CREATE FUNCTION "certificate_name_bucket"("which" text, "key" text, "row_id" bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT "bucket" FROM "certificate_name_anchors"
    WHERE "sort" = "which" AND ("name", "id") <= ("key", "row_id")
    ORDER BY "name" DESC, "id" DESC LIMIT 1
  ), 0)
$$;--> statement-breakpoint
CREATE FUNCTION "certificate_serial_bucket"("key" bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT "bucket" FROM "certificate_serial_anchors" WHERE "serial" <= "key"
    ORDER BY "serial" DESC LIMIT 1
  ), 0)
$$;--> statement-breakpoint
-- A certificate's bucket in each order: due dates by the day since 2000-01-01, serials, names
-- and last names by the anchor at or before them.
CREATE FUNCTION "certificate_order_buckets"("c" "certificates")
RETURNS TABLE("sort" text, "bucket" bigint) LANGUAGE sql STABLE AS $$
  VALUES
    ('serial', "certificate_serial_bucket"(c."serial")),
    ('dueDate', (c."due_date" - date '2000-01-01')::bigint),
    ('names', "certificate_name_bucket"('names', c."names", c."id")),
    ('lastNames', "certificate_name_bucket"('lastNames', c."last_names", c."id"))
$$;--> statement-breakpoint
CREATE FUNCTION "certificate_order_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "certificate_order_counts" AS counts SET "total" = counts."total" - 1
      FROM "certificate_order_buckets"(OLD) AS b
      WHERE counts."sort" = b."sort" AND counts."bucket" = b."bucket"
        AND counts."state" IN (OLD."state", '') AND counts."channel" IN (OLD."channel", '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- Most particular rows first, every state's and channel's last, in one order for every
    -- writer, so two issues never wait on each other's rows crosswise.
    INSERT INTO "certificate_order_counts" ("sort", "state", "channel", "bucket", "total")
      SELECT b."sort", s."state", ch."channel", b."bucket", 1
      FROM "certificate_order_buckets"(NEW) AS b
      CROSS JOIN (VALUES (NEW."state"), ('')) AS s("state")
      CROSS JOIN (VALUES (NEW."channel"), ('')) AS ch("channel")
      ORDER BY s."state" = '', ch."channel" = '', s."state", ch."channel", b."sort", b."bucket"
      ON CONFLICT ("sort", "state", "channel", "bucket")
      DO UPDATE SET "total" = "certificate_order_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_order_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "serial", "due_date", "names", "last_names", "state", "channel" ON "certificates" FOR EACH ROW EXECUTE FUNCTION "certificate_order_counts_keep"();--> statement-breakpoint
-- The anchors of one order (serial, names or last names), every `size`th row of it, and that
-- order's counts, rebuilt together while no certificate is written (SHARE lets reads through and
-- holds writers until the commit). False when another rebuild holds the lock: it does the same.
CREATE FUNCTION "certificate_order_anchors_rebuild"("which" text, "size" integer) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  "col" text := CASE "which"
    WHEN 'serial' THEN 'serial' WHEN 'names' THEN 'names' WHEN 'lastNames' THEN 'last_names' END;
BEGIN
  IF "col" IS NULL OR "size" < 1 THEN
    RAISE EXCEPTION 'certificate_order_anchors_rebuild: % %', "which", "size";
  END IF;
  IF NOT pg_try_advisory_xact_lock(720046, hashtext("which")) THEN
    RETURN false;
  END IF;
  LOCK TABLE "certificates" IN SHARE MODE;
  DELETE FROM "certificate_order_counts" WHERE "sort" = "which";
  EXECUTE format($q$
    CREATE TEMP TABLE "numbered" ON COMMIT DROP AS
      SELECT %1$I::text AS "name", "id", "state", "channel",
        (row_number() OVER (ORDER BY %1$I, "id") - 1) AS "rank"
      FROM "certificates"
  $q$, "col");
  IF "which" = 'serial' THEN
    DELETE FROM "certificate_serial_anchors";
    INSERT INTO "certificate_serial_anchors" ("bucket", "serial")
      SELECT n."rank" / "size", n."name"::bigint FROM "numbered" AS n
      WHERE n."rank" % "size" = 0 AND n."rank" > 0;
  ELSE
    DELETE FROM "certificate_name_anchors" WHERE "sort" = "which";
    INSERT INTO "certificate_name_anchors" ("sort", "bucket", "name", "id")
      SELECT "which", n."rank" / "size", n."name", n."id" FROM "numbered" AS n
      WHERE n."rank" % "size" = 0 AND n."rank" > 0;
  END IF;
  INSERT INTO "certificate_order_counts" ("sort", "state", "channel", "bucket", "total")
    SELECT "which", s."state", ch."channel", n."rank" / "size", count(*)
    FROM "numbered" AS n
    CROSS JOIN LATERAL (VALUES (n."state"), ('')) AS s("state")
    CROSS JOIN LATERAL (VALUES (n."channel"), ('')) AS ch("channel")
    GROUP BY 2, 3, 4;
  DROP TABLE "numbered";
  RETURN true;
END
$$;--> statement-breakpoint
INSERT INTO "certificate_order_counts" ("sort", "state", "channel", "bucket", "total")
  SELECT b."sort", s."state", ch."channel", b."bucket", count(*)
  FROM "certificates" AS c
  CROSS JOIN LATERAL (VALUES
    ('dueDate', (c."due_date" - date '2000-01-01')::bigint)) AS b("sort", "bucket")
  CROSS JOIN LATERAL (VALUES (c."state"), ('')) AS s("state")
  CROSS JOIN LATERAL (VALUES (c."channel"), ('')) AS ch("channel")
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
SELECT "certificate_order_anchors_rebuild"('serial', 1000);--> statement-breakpoint
SELECT "certificate_order_anchors_rebuild"('names', 1000);--> statement-breakpoint
SELECT "certificate_order_anchors_rebuild"('lastNames', 1000);--> statement-breakpoint
ANALYZE "certificate_order_counts";--> statement-breakpoint
ANALYZE "certificate_name_anchors";--> statement-breakpoint
ANALYZE "certificate_serial_anchors";
