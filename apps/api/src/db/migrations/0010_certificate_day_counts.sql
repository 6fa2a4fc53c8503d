CREATE TABLE "certificate_day_counts" (
	"state" text NOT NULL,
	"expedition_date" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_day_counts_state_expedition_date_pk" PRIMARY KEY("state","expedition_date")
);
--> statement-breakpoint
CREATE INDEX "certificate_day_counts_date_idx" ON "certificate_day_counts" USING btree ("expedition_date");--> statement-breakpoint
INSERT INTO "certificate_day_counts" ("state", "expedition_date", "total") SELECT "state", "expedition_date", count(*) FROM "certificates" GROUP BY "state", "expedition_date";--> statement-breakpoint
CREATE FUNCTION "certificate_day_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "certificate_day_counts" SET "total" = "total" - 1
      WHERE "state" = OLD."state" AND "expedition_date" = OLD."expedition_date";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "certificate_day_counts" ("state", "expedition_date", "total")
      VALUES (NEW."state", NEW."expedition_date", 1)
      ON CONFLICT ("state", "expedition_date")
      DO UPDATE SET "total" = "certificate_day_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_day_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "state", "expedition_date" ON "certificates" FOR EACH ROW EXECUTE FUNCTION "certificate_day_counts_keep"();
