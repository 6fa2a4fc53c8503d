CREATE TABLE "operative_counts" (
	"doctor_account_id" bigint NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operative_counts_pk" PRIMARY KEY("doctor_account_id","state","status","period","start")
);
--> statement-breakpoint
-- The keys an operative counts in: every doctor and its own, every state and its own, every status
-- and its own, for its start day and its start month. Sorted, so every transaction takes the rows'
-- locks in one order and none waits crosswise.
CREATE FUNCTION "operative_counts_rows"("p_doctor" bigint, "p_state" text, "p_status" text, "p_start" date)
RETURNS TABLE ("doctor_account_id" bigint, "state" text, "status" text, "period" text, "start" date)
LANGUAGE sql IMMUTABLE AS $$
  SELECT d.doctor, s.state, st.status, pe.period, pe.start
  FROM (VALUES (0::bigint), (p_doctor)) AS d (doctor)
  CROSS JOIN (VALUES (''), (p_state)) AS s (state)
  CROSS JOIN (VALUES (''), (p_status)) AS st (status)
  CROSS JOIN (VALUES ('day', p_start), ('month', p_start - (extract(day FROM p_start)::int - 1))) AS pe (period, start)
  ORDER BY 1, 2, 3, 4, 5
$$;--> statement-breakpoint
INSERT INTO "operative_counts" ("doctor_account_id", "state", "status", "period", "start", "total")
  SELECT r.doctor_account_id, r.state, r.status, r.period, r.start, count(*)
  FROM "operatives" o
  CROSS JOIN LATERAL operative_counts_rows(o."doctor_account_id", o."state", o."status", o."start_date") r
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE FUNCTION "operative_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Another price, place or total moves no count.
  IF TG_OP = 'UPDATE' AND OLD."doctor_account_id" = NEW."doctor_account_id"
      AND OLD."state" = NEW."state" AND OLD."status" = NEW."status"
      AND OLD."start_date" = NEW."start_date" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "operative_counts" ("doctor_account_id", "state", "status", "period", "start", "total")
      SELECT r.doctor_account_id, r.state, r.status, r.period, r.start, -1
      FROM operative_counts_rows(OLD."doctor_account_id", OLD."state", OLD."status", OLD."start_date") r
      ON CONFLICT ("doctor_account_id", "state", "status", "period", "start")
      DO UPDATE SET "total" = "operative_counts"."total" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "operative_counts" ("doctor_account_id", "state", "status", "period", "start", "total")
      SELECT r.doctor_account_id, r.state, r.status, r.period, r.start, 1
      FROM operative_counts_rows(NEW."doctor_account_id", NEW."state", NEW."status", NEW."start_date") r
      ON CONFLICT ("doctor_account_id", "state", "status", "period", "start")
      DO UPDATE SET "total" = "operative_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit, as the requests' counts (migration 0023): a transition's transaction
-- (its audit, its e-mails) holds the counters' locks only while it commits.
CREATE CONSTRAINT TRIGGER "operative_counts_keep_trg" AFTER INSERT OR DELETE OR UPDATE OF "doctor_account_id", "state", "status", "start_date" ON "operatives" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "operative_counts_keep"();--> statement-breakpoint
-- A TRUNCATE deletes no row one by one: the counts go with it.
CREATE FUNCTION "operative_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "operative_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "operative_counts_clear_trg" AFTER TRUNCATE ON "operatives" FOR EACH STATEMENT EXECUTE FUNCTION "operative_counts_clear"();
