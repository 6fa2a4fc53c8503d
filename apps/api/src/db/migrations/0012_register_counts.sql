-- The copy of the register type on school_numbers (0009) served only to count a list from that
-- table; register_counts now answers those totals.
DROP TRIGGER "school_numbers_copy_register_type_trg" ON "school_numbers";--> statement-breakpoint
DROP FUNCTION "school_numbers_copy_register_type"();--> statement-breakpoint
CREATE TABLE "register_counts" (
	"type" text NOT NULL,
	"state" text NOT NULL,
	"road_medicine" boolean NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_counts_type_state_road_medicine_pk" PRIMARY KEY("type","state","road_medicine")
);
--> statement-breakpoint
ALTER TABLE "school_numbers" DROP CONSTRAINT "school_numbers_register_type_fk";
--> statement-breakpoint
DROP INDEX "registers_id_type_uq";--> statement-breakpoint
DROP INDEX "school_numbers_state_type_register_idx";--> statement-breakpoint
DROP INDEX "school_numbers_vial_type_register_idx";--> statement-breakpoint
ALTER TABLE "school_numbers" DROP COLUMN "register_type";--> statement-breakpoint
-- The counters a register adds to: every register of its type, each of its states, each of its
-- road-medicine states, and every road-medicine register of its type. Arguments: type, states,
-- vial_states.
CREATE FUNCTION "register_count_keys"(text, text[], text[])
  RETURNS TABLE ("type" text, "state" text, "road_medicine" boolean)
  LANGUAGE sql IMMUTABLE AS $$
    SELECT $1, '', false
    UNION ALL SELECT $1, s, false FROM unnest($2) s
    UNION ALL SELECT $1, s, true FROM unnest($3) s
    UNION ALL SELECT $1, '', true WHERE cardinality($3) > 0
  $$;--> statement-breakpoint
INSERT INTO "register_counts" ("type", "state", "road_medicine", "total")
  SELECT k."type", k."state", k."road_medicine", count(*)
  FROM "registers" r, "register_count_keys"(r."type", r."states", r."vial_states") k
  GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "register_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are upserted in key order, so two writers lock the counters in the same order. An update
  -- that leaves the type and states alone nets to nothing and touches no counter.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "register_counts" AS c ("type", "state", "road_medicine", "total")
      SELECT k."type", k."state", k."road_medicine", count(*)
      FROM new_registers r, "register_count_keys"(r."type", r."states", r."vial_states") k
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("type", "state", "road_medicine") DO UPDATE SET "total" = c."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "register_counts" c SET "total" = c."total" - d."total"
      FROM (
        SELECT k."type", k."state", k."road_medicine", count(*) AS "total"
        FROM old_registers r, "register_count_keys"(r."type", r."states", r."vial_states") k
        GROUP BY 1, 2, 3
      ) d
      WHERE (c."type", c."state", c."road_medicine") = (d."type", d."state", d."road_medicine");
  ELSE
    INSERT INTO "register_counts" AS c ("type", "state", "road_medicine", "total")
      SELECT k."type", k."state", k."road_medicine", sum(r."delta")
      FROM (
        SELECT n."type", n."states", n."vial_states", 1 AS "delta" FROM new_registers n
        UNION ALL
        SELECT o."type", o."states", o."vial_states", -1 FROM old_registers o
      ) r, "register_count_keys"(r."type", r."states", r."vial_states") k
      GROUP BY 1, 2, 3 HAVING sum(r."delta") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("type", "state", "road_medicine") DO UPDATE SET "total" = c."total" + excluded."total";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "register_counts_insert_trg" AFTER INSERT ON "registers" REFERENCING NEW TABLE AS new_registers FOR EACH STATEMENT EXECUTE FUNCTION "register_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "register_counts_update_trg" AFTER UPDATE ON "registers" REFERENCING OLD TABLE AS old_registers NEW TABLE AS new_registers FOR EACH STATEMENT EXECUTE FUNCTION "register_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "register_counts_delete_trg" AFTER DELETE ON "registers" REFERENCING OLD TABLE AS old_registers FOR EACH STATEMENT EXECUTE FUNCTION "register_counts_keep"();
