-- Decision 0045: certificates counted per state, channel and day created (UTC), so a deep page
-- of a list by date created starts at the day the running sum of the counts reaches. Rows of
-- state '' (and channel '') count every state (channel), in both tables, so the list of every
-- state sums one row a day instead of one per state and day (26,304 at the bench's million).
CREATE TABLE "certificate_created_day_counts" (
	"state" text NOT NULL,
	"channel" text NOT NULL,
	"created_day" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_created_day_counts_state_channel_created_day_pk" PRIMARY KEY("state","channel","created_day")
);
--> statement-breakpoint
DROP INDEX "certificate_day_counts_date_idx";--> statement-breakpoint
CREATE INDEX "certificate_created_day_counts_totals_idx" ON "certificate_created_day_counts" USING btree ("state","channel","created_day","total");--> statement-breakpoint
CREATE INDEX "certificate_day_counts_totals_idx" ON "certificate_day_counts" USING btree ("state","expedition_date","total");--> statement-breakpoint
INSERT INTO "certificate_day_counts" ("state", "expedition_date", "total")
  SELECT '', "expedition_date", sum("total") FROM "certificate_day_counts" GROUP BY 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "certificate_day_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "certificate_day_counts" SET "total" = "total" - 1
      WHERE "state" IN (OLD."state", '') AND "expedition_date" = OLD."expedition_date";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- The state's row first, then every state's: every writer locks the shared row last.
    INSERT INTO "certificate_day_counts" ("state", "expedition_date", "total")
      VALUES (NEW."state", NEW."expedition_date", 1), ('', NEW."expedition_date", 1)
      ON CONFLICT ("state", "expedition_date")
      DO UPDATE SET "total" = "certificate_day_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "certificate_created_day_counts" ("state", "channel", "created_day", "total")
  SELECT s."state", c."channel", d."day", count(*)
  FROM "certificates"
  CROSS JOIN LATERAL (VALUES (("created_at" AT TIME ZONE 'UTC')::date)) AS d("day")
  CROSS JOIN LATERAL (VALUES ("certificates"."state"), ('')) AS s("state")
  CROSS JOIN LATERAL (VALUES ("certificates"."channel"), ('')) AS c("channel")
  GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "certificate_created_day_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "certificate_created_day_counts" SET "total" = "total" - 1
      WHERE "state" IN (OLD."state", '') AND "channel" IN (OLD."channel", '')
        AND "created_day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- Most particular row first, every state's and channel's last, the same order for every writer.
    INSERT INTO "certificate_created_day_counts" ("state", "channel", "created_day", "total")
      VALUES
        (NEW."state", NEW."channel", (NEW."created_at" AT TIME ZONE 'UTC')::date, 1),
        (NEW."state", '', (NEW."created_at" AT TIME ZONE 'UTC')::date, 1),
        ('', NEW."channel", (NEW."created_at" AT TIME ZONE 'UTC')::date, 1),
        ('', '', (NEW."created_at" AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT ("state", "channel", "created_day")
      DO UPDATE SET "total" = "certificate_created_day_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_created_day_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "state", "channel", "created_at" ON "certificates" FOR EACH ROW EXECUTE FUNCTION "certificate_created_day_counts_keep"();--> statement-breakpoint
ANALYZE "certificate_day_counts";--> statement-breakpoint
ANALYZE "certificate_created_day_counts";
